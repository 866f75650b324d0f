// Settings: the member's devices, i.e. every active login session (ASVS 5.0 7.5.2): list them
// without their secrets, end one, or end all others after re-entering the password (7.5.1), API
// tokens included unless the member keeps them.
// A revoked session's next request answers 401 Unauthenticated.
import { Hono } from 'hono';
import { tokenCan, tokenExpiry } from '../../auth/tokens.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { deleteOtherSessionTokens, deleteSessionToken, listSessionTokens } from './repository-devices.ts';
import { deleteApiTokensOf } from './repository-api-tokens.ts';
import { settings, type Device } from '../../../src/shared/contract/settings.ts';
import { confirmPassword, member, memberChange } from './guard.ts';

const noSuchDevice = (id: string) =>
  notFound(`No query results for model [Laravel\\Sanctum\\PersonalAccessToken] ${id}`);

export function settingsDevicesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/devices', member(), (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const current = c.get('token').id;
    const devices: Device[] = listSessionTokens(db, c.get('user').id)
      // Full sessions only: a pending login (ability 'verify') is not signed in yet.
      .filter((token) => tokenCan(token, '*') && tokenExpiry(token, now) === null)
      .map((token) => ({
        id: token.id,
        name: token.name,
        user_agent: token.user_agent,
        ip_address: token.ip_address,
        last_used_at: token.last_used_at,
        created_at: token.created_at,
        current: token.id === current,
      }));
    return c.json(devices);
  });

  app.delete('/user/devices/:id', memberChange(), (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,15}$/.test(id) || !deleteSessionToken(c.var.deps.db, c.get('user').id, Number(id)))
      throw noSuchDevice(id);
    return c.body(null, 204);
  });

  app.post('/user/devices/logout-others', memberChange(), async (c) => {
    const { password, keep_api_tokens } = input(c, settings.logoutOthers).body;
    await confirmPassword(c, password);
    const { db } = c.var.deps;
    const revoked = deleteOtherSessionTokens(db, c.get('user').id, c.get('token').id);
    // A token minted with a stolen session must not outlive "log out other devices" (T21).
    const revokedTokens = keep_api_tokens ? 0 : deleteApiTokensOf(db, c.get('user').id);
    return c.json({ revoked_devices: revoked, revoked_api_tokens: revokedTokens });
  });

  return app;
}
