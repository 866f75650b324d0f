// A widget's sign-in (docs/threats.md T28, docs/contracts.md §7.7): its token can do only what the
// four widgets do (counts, notifications, the wallet summary, news, its own channel, refresh and
// logout), expires like a session, and answers every other route 403 with a message saying why.
// A sign-in from another site's page gets one whatever it asks for; the portal keeps a full session.
import { describe, expect, it } from 'vitest';
import { WIDGET_REFUSED } from '../../../server/auth/middleware.ts';
import { findAccessTokenById } from '../../../server/auth/repository-tokens.ts';
import { abilitiesOf } from '../../../server/auth/tokens.ts';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { WIDGET_TOKEN_ABILITIES } from '../../../src/shared/contract/widget-token-abilities.ts';
import { createWorld, PASSWORD, testConfig, type World } from '../helpers.ts';

const CLUB_SITE = 'https://club-site.example';

/** The widget's compact sign-in as it runs: password step, emailed code, verification step. */
async function signIn(w: World, email: string, options: { widget?: boolean; origin?: string } = {}) {
  const headers: Record<string, string> = options.origin ? { Origin: options.origin } : {};
  const login = await w.call('POST', '/api/auth/login', {
    body: { email, password: PASSWORD, ...(options.widget ? { widget: true } : {}) },
    headers,
  });
  const pending = login.body.access_token as string;
  await w.call('POST', '/api/user/request-verification-code', { token: pending, headers });
  const code = w.mails(email)[0]!.meta.code as string;
  const verified = await w.call('POST', '/api/auth/verify', { token: pending, body: { code }, headers });
  expect(verified.status).toBe(200);
  return verified.body as { access_token: string; expires_in: number };
}

const rowOf = (w: World, token: string) => findAccessTokenById(w.db, Number(token.split('|')[0]))!;

describe('a widget sign-in', () => {
  it('gets a token with only the widgets’ abilities, expiring like a session (30 minutes idle, 12 hours)', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const auth = await signIn(w, user.email, { widget: true });
    const row = rowOf(w, auth.access_token);
    expect(abilitiesOf(row)).toEqual([...WIDGET_TOKEN_ABILITIES]);
    expect(row.idle_timeout_minutes).toBe(30);
    expect(auth.expires_in).toBe(12 * 60 * 60);
  });

  it('from a page on another origin than the portal’s gets a widget token without asking; the portal’s own origin a full session', async () => {
    const w = createWorld({ env: { WIDGET_ORIGINS: CLUB_SITE } });
    const user = await w.createUser();
    const foreign = await signIn(w, user.email, { origin: CLUB_SITE });
    expect(abilitiesOf(rowOf(w, foreign.access_token))).toEqual([...WIDGET_TOKEN_ABILITIES]);
    w.clock.advance(61_000); // the next emailed code
    const portal = await signIn(w, user.email, { origin: 'http://club.test' });
    expect(abilitiesOf(rowOf(w, portal.access_token))).toEqual(['*']);
  });

  it('reads what the widgets show: the header counts, notifications, the wallet summary and news', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const { access_token: token } = await signIn(w, user.email, { widget: true });
    for (const [method, path] of [
      ['GET', '/api/user/header'],
      ['GET', '/api/user/notifications/unread?page=1'],
      ['POST', '/api/user/notifications/mark-all-read'],
      ['GET', '/api/wallet'],
      ['GET', '/api/posts'],
    ] as const)
      expect([path, (await w.call(method, path, { token })).status]).toEqual([path, method === 'POST' ? 204 : 200]);
  });

  it('is refused the member’s profile (email, IP, address), settings and money moves: 403 with a message saying why, in English and German', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const { access_token: token } = await signIn(w, user.email, { widget: true });
    const profile = await w.call('GET', '/api/user', { token });
    expect(profile).toMatchObject({ status: 403, body: { message: WIDGET_REFUSED } });
    const account = await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { holder: 'Mia Member', iban: 'DE89 3704 0044 0532 0130 00' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(account.status).toBe(403);
    expect(account.body.message).toBe(
      'Eine Anmeldung über ein Widget auf einer Website kann nur Benachrichtigungen, die Guthaben-Übersicht, Neuigkeiten und Veranstaltungen zeigen. Bitte melde dich dafür im Mitgliederbereich an.',
    );
  });

  it('refreshes into a widget token of the same login and logs out', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const { access_token: token } = await signIn(w, user.email, { widget: true });
    const refreshed = await w.call('POST', '/api/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    const next = rowOf(w, refreshed.body.access_token);
    expect(abilitiesOf(next)).toEqual([...WIDGET_TOKEN_ABILITIES]);
    expect(next.session_id).toBe(Number(token.split('|')[0]));
    expect((await w.call('POST', '/api/auth/logout', { token: refreshed.body.access_token })).status).toBe(204);
    expect((await w.call('GET', '/api/user/header', { token: refreshed.body.access_token })).status).toBe(401);
  });

  it('is refused on every documented route that names no widget ability, and let past the check on those that do', async () => {
    const realtime = createServerRealtime(testConfig(), silentLogger);
    try {
      const w = createWorld({ realtime: realtime.routes });
      const doc = (await w.call('GET', '/api/openapi.json')).body;
      const widgetAbilities: readonly string[] = WIDGET_TOKEN_ABILITIES;
      let refused = 0;
      let allowed = 0;
      for (const [path, item] of Object.entries(
        doc.paths as Record<string, Record<string, { security?: Record<string, string[]>[] }>>,
      )) {
        for (const [method, operation] of Object.entries(item)) {
          const alternatives = (operation.security ?? []).flatMap((requirement) =>
            'bearerAuth' in requirement ? [requirement.bearerAuth] : [],
          );
          if (alternatives.length === 0) continue;
          // A fresh member per operation: the API rate limit counts per member.
          const user = await w.createUser();
          w.clock.advance(61_000);
          const { access_token: token } = await signIn(w, user.email, { widget: true });
          const res = await w.call(method, path.replace(/\{\w+\}/g, '1'), { token });
          // `security` names the abilities of which one is enough (Sanctum's tokenCan of any)
          const widgetMay = alternatives.flat().some((ability) => widgetAbilities.includes(ability));
          const where = `${method.toUpperCase()} ${path}`;
          if (widgetMay) {
            expect(res.status === 403 && res.body?.message === WIDGET_REFUSED, where).toBe(false);
            allowed++;
          } else {
            expect([where, res.status, res.body?.message]).toEqual([where, 403, WIDGET_REFUSED]);
            refused++;
          }
        }
      }
      expect(allowed).toBeGreaterThanOrEqual(10);
      expect(refused).toBeGreaterThan(50);
    } finally {
      await realtime.hub?.close();
    }
  }, 120_000);
});
