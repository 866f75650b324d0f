// The signed-in member: GET user, GET user/header, instruction flags, push registration and
// accepting updated terms.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { headerJson } from '../../http/header.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { apiJson, apiJsonText } from '../../http/platform.ts';
import { input } from '../../http/input.ts';
import { fieldMessage } from '../../lang/translate.ts';
import { user } from '../../../src/shared/contract/user.ts';
import { upsertFcmToken } from './repository-fcm-tokens.ts';
import { acceptCurrentTerms } from '../../auth/repository-terms.ts';
import { setInstructionState } from '../../auth/repository-users.ts';
import { INSTRUCTION_FLAGS, instructionState, userResource } from '../../auth/user-resource.ts';

export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // the two reads every page view makes: answered through apiJson (docs/architecture.md decision 13)
  app.get('/user', requireAuth({ abilities: ['user:read'] }), (c) =>
    apiJson(c, userResource(c.var.deps.db, c.get('user'))),
  );

  // the widgets' counts too (a widget token's header:read, docs/contracts.md §7.7)
  app.get(
    '/user/header',
    requireAuth({ abilities: ['user:read'], orAbilities: ['header:read'] }),
    (c): Response | Promise<Response> => {
      const json = headerJson(c.get('deps'), c.get('user'));
      return typeof json === 'string' ? apiJsonText(c, json) : json.then((text) => apiJsonText(c, text));
    },
  );

  app.post('/instructions/toggle-state/:id', requireAuth(), (c) => {
    const flag = c.req.param('id');
    if (!(INSTRUCTION_FLAGS as readonly string[]).includes(flag))
      throw new ValidationError({ id: [fieldMessage('in', 'id')] });
    const state = instructionState(c.get('user'));
    state[flag] = !state[flag];
    setInstructionState(c.var.deps.db, c.get('user').id, state, toTimestamp(c.var.deps.clock.now()));
    return c.json({ instruction_state: state });
  });

  app.post('/fcm/register', requireAuth(), (c) => {
    const { token } = input(c, user.fcm).body;
    upsertFcmToken(c.var.deps.db, {
      user_id: c.get('user').id,
      token: token.trim(),
      access_token_id: c.get('token').id,
      user_agent: c.req.header('user-agent') ?? null,
      now: toTimestamp(c.var.deps.clock.now()),
    });
    return c.body(null, 204);
  });

  app.post('/user/terms/agree-updates', requireAuth(), (c) => {
    acceptCurrentTerms(c.var.deps.db, c.get('user').id, toTimestamp(c.var.deps.clock.now()));
    return c.body(null, 204);
  });

  return app;
}
