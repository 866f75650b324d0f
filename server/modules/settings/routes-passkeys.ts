// Settings: the member's passkeys on the two-factor page (docs/spec.md §2, §4 "Passkeys").
// Adding and removing one need a fresh confirmation (server/auth/fresh-confirmation.ts): a passkey
// signs in alone, so a stolen session token must not plant one, nor take away the owner's.
import { Hono } from 'hono';
import { requireFreshConfirmation } from '../../auth/fresh-confirmation.ts';
import { finishRegistration, startRegistration } from '../../auth/passkeys.ts';
import {
  deletePasskey,
  findOwnPasskey,
  passkeysOf,
  renamePasskey,
  type PasskeyRow,
} from '../../auth/repository-passkeys.ts';
import type { RegistrationResponseJSON } from '../../auth/webauthn.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { passkeys, type Passkey } from '../../../src/shared/contract/passkeys.ts';
import { member, memberChange } from './guard.ts';

export const NO_SUCH_PASSKEY = 'No such passkey.';

const resource = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  backed_up: row.backed_up === 1,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

/** The passkey id of the path, or 404: another member's passkey is as absent as a missing one. */
function ownId(c: AppContext): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(id) || !findOwnPasskey(c.var.deps.db, c.get('user').id, Number(id)))
    throw notFound(__(NO_SUCH_PASSKEY));
  return Number(id);
}

export function settingsPasskeysRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/passkeys', member(), (c) => c.json(passkeysOf(c.var.deps.db, c.get('user').id).map(resource)));

  app.post('/user/passkeys/options', memberChange(), async (c) => {
    requireFreshConfirmation(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await startRegistration(c.var.deps, c.get('user')));
  });

  app.post('/user/passkeys', memberChange(), async (c) => {
    requireFreshConfirmation(c);
    const { name, credential } = input(c, passkeys.register).body;
    const row = await finishRegistration(
      c.var.deps,
      c.get('user'),
      credential as unknown as RegistrationResponseJSON,
      name.trim(),
    );
    return c.json(resource(row), 201);
  });

  app.put('/user/passkeys/:id', memberChange(), (c) => {
    const id = ownId(c);
    const { name } = input(c, passkeys.rename).body;
    const { db } = c.var.deps;
    renamePasskey(db, c.get('user').id, id, name.trim());
    return c.json(resource(findOwnPasskey(db, c.get('user').id, id)!));
  });

  app.delete('/user/passkeys/:id', memberChange(), (c) => {
    const id = ownId(c);
    requireFreshConfirmation(c);
    deletePasskey(c.var.deps.db, c.get('user').id, id);
    return c.body(null, 204);
  });

  return app;
}
