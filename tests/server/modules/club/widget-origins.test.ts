// docs/spec.md §10 "Widget origins": the board keeps the websites that may show the widgets in the
// staff area; an origin added there is allowed at once by CORS and the realtime hub (no restart),
// one removed is refused at once; WIDGET_ORIGINS still counts; each change is one audit entry.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { migrate } from '../../../../server/db/migrate.ts';
import { openDatabase } from '../../../../server/db/open.ts';
import { addWidgetOrigin, currentAllowedOrigins, removeWidgetOrigin } from '../../../../server/http/widget-origins.ts';
import { APP_URL, createWorld, testConfig } from '../../helpers.ts';
import { openSocket, startHub, type Running } from '../../realtime/helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
const SITE = 'https://club-site.example';
const PORTAL = { Origin: new URL(APP_URL).origin };

async function boardWorld(env: Record<string, string> = {}) {
  const w = createWorld({ env });
  const board = await w.createUser({ email: 'bea@club.test', name: 'Bea Board' });
  grantRole(w.app.deps, SEED, board.id, 'board');
  const token = w.tokenFor(board);
  const add = (origin: string, headers: Record<string, string> = {}) =>
    w.call('POST', '/api/club/widget-origins', { token, body: { origin }, headers: { ...PORTAL, ...headers } });
  const remove = (origin: string) =>
    w.call('DELETE', `/api/club/widget-origins/${encodeURIComponent(origin)}`, { token, headers: PORTAL });
  /** What CORS answers a page on `origin`: the allowed origin, or null. */
  const cors = async (origin: string) => {
    const answer = await w.call('GET', '/api/config', { headers: { Origin: origin } });
    const preflight = await w.app.request('/api/config', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    return [answer.headers.get('access-control-allow-origin'), preflight.headers.get('access-control-allow-origin')];
  };
  return { w, token, add, remove, cors };
}

let hub: Running | undefined;
afterEach(async () => {
  await hub?.stop();
  hub = undefined;
});

describe('widget origins in the staff area', () => {
  it('allows an added website at once, and refuses it at once when removed, each change one audit entry.', async () => {
    const { w, add, remove, cors } = await boardWorld();
    expect(await cors(SITE)).toEqual([null, null]);
    const before = countAuditEntries(w.db);
    const added = await add(`${SITE}/`);
    expect(added.status).toBe(201);
    expect(added.body.origins).toEqual([{ origin: SITE, added_by: 'Bea Board', added_at: expect.any(String) }]);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    expect(await cors(SITE)).toEqual([SITE, SITE]);

    const removed = await remove(SITE);
    expect([removed.status, removed.body.origins]).toEqual([200, []]);
    expect(countAuditEntries(w.db)).toBe(before + 2);
    expect(await cors(SITE)).toEqual([null, null]);
  });

  it('lets the realtime hub take a connection from an added website and refuse it once removed.', async () => {
    const { w, add, remove } = await boardWorld();
    hub = await startHub({ allowedOrigins: () => currentAllowedOrigins(w.app.deps) });
    const refused = await openSocket(hub.url(), { Origin: SITE });
    expect(refused.first).toEqual({ event: 'pusher:error', data: { code: 4009, message: 'Origin not allowed' } });
    await add(SITE);
    expect((await openSocket(hub.url(), { Origin: SITE })).first.event).toBe('pusher:connection_established');
    await remove(SITE);
    expect((await openSocket(hub.url(), { Origin: SITE })).first.data).toEqual({
      code: 4009,
      message: 'Origin not allowed',
    });
  });

  it('sees a website another connection added (the CLI, another process), without a restart.', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'club-origins-')), 'club.sqlite');
    const server = openDatabase(file);
    migrate(server);
    const cli = openDatabase(file);
    const deps = { db: server, config: testConfig() };
    expect(currentAllowedOrigins(deps)).not.toContain(SITE);
    addWidgetOrigin(cli, SITE, null, '2026-01-01T00:00:00.000000Z');
    expect(currentAllowedOrigins(deps)).toContain(SITE);
    removeWidgetOrigin(cli, SITE);
    expect(currentAllowedOrigins(deps)).not.toContain(SITE);
    server.close();
    cli.close();
  });

  it('still honours WIDGET_ORIGINS, lists it apart, and hands out the script tag and CSP lines.', async () => {
    const { w, token, add, cors } = await boardWorld({ WIDGET_ORIGINS: 'https://env-site.example' });
    expect(await cors('https://env-site.example')).toEqual(['https://env-site.example', 'https://env-site.example']);
    const list = await w.call('GET', '/api/club/widget-origins', { token, headers: PORTAL });
    expect(list.body.configured).toEqual(['https://env-site.example']);
    expect(list.body.snippet).toMatchObject({
      script_tag: `<script src="${APP_URL}/embed/club-widgets.js" defer data-api="${APP_URL}/api" data-portal="${APP_URL}"></script>`,
      csp: [
        `script-src ${APP_URL}`,
        expect.stringMatching(new RegExp(`^connect-src ${APP_URL}`)),
        `img-src ${APP_URL}`,
      ],
    });
    const again = await add('https://env-site.example');
    expect([again.status, again.body.errors]).toEqual([
      422,
      { origin: ['This website is allowed by the server’s WIDGET_ORIGINS already.'] },
    ]);
  });

  it('answers 422 for what is not a website origin, a listed one, and the portal itself; in German too.', async () => {
    const { add } = await boardWorld();
    const notOrigins = [
      'club-site.example',
      'http://club-site.example',
      'https://club-site.example/page',
      'https://club-site.example/?a=1',
      'https://*.example',
      'https://user:pw@club-site.example',
      'javascript:alert(1)',
    ];
    for (const origin of notOrigins) {
      const res = await add(origin);
      expect([origin, res.status, res.body.errors]).toEqual([
        origin,
        422,
        { origin: ['Enter a website address like https://club-site.example, without a path.'] },
      ]);
    }
    await add(SITE);
    expect((await add(SITE)).body.errors).toEqual({ origin: ['This website is allowed already.'] });
    expect((await add(APP_URL)).body.errors).toEqual({ origin: ['The portal’s own address needs no entry.'] });
    expect((await add('nope', { 'Accept-Language': 'de' })).body.errors).toEqual({
      origin: ['Gib eine Website-Adresse wie https://club-site.example ein, ohne Pfad.'],
    });
  });

  it('answers 404 for removing a website that is not listed, and writes no audit entry.', async () => {
    const { w, remove } = await boardWorld();
    const before = countAuditEntries(w.db);
    expect((await remove(SITE)).status).toBe(404);
    expect(countAuditEntries(w.db)).toBe(before);
  });

  it('is for the board: a member without the widget-origins permission gets 403.', async () => {
    const { w } = await boardWorld();
    const editor = await w.createUser();
    grantRole(w.app.deps, SEED, editor.id, 'editor');
    const res = await w.call('POST', '/api/club/widget-origins', {
      token: w.tokenFor(editor),
      body: { origin: SITE },
      headers: PORTAL,
    });
    expect(res.status).toBe(403);
  });
});
