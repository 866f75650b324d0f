// GET user, GET user/header, instructions, fcm, terms (server/modules/user/routes.ts).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../server/http/env.ts';
import type { ServerModule } from '../../../../server/http/module.ts';
import { serverModules } from '../../../../server/modules/index.ts';
import { fcmTokensOf } from '../../../../server/modules/user/repository-fcm-tokens.ts';
import { notify } from '../../../../server/notifications/notify.ts';
import { insertTermsDocument } from '../../../../server/auth/repository-terms.ts';
import { grantPermission } from '../../../../server/auth/repository-users.ts';
import { createWorld, type World } from '../../helpers.ts';

const publish = (w: World, name: string, version: number) =>
  insertTermsDocument(w.db, {
    name,
    version,
    url: `https://club.example/${name}-v${version}`,
    published_at: '2025-12-01T00:00:00.000000Z',
    created_at: '2025-12-01T00:00:00.000000Z',
  });

describe('GET user', () => {
  it('answers the member in the docs/spec.md §3 User shape', async () => {
    const w = createWorld();
    const user = await w.createUser({ name: 'Mia Member', email: 'mia@club.test', address: true });
    grantPermission(w.db, user.id, 'ghost-mode', '2026-01-01T10:00:00.000000Z');
    const res = await w.call('GET', '/api/user', { token: w.tokenFor(user) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      name: 'Mia Member',
      email: 'mia@club.test',
      ip_address: null,
      language: 'en',
      email_verified: true,
      address_is_filled: true,
      google2fa_enabled_at: null,
      nft: { address: null },
      address: {
        firstname: 'Mia',
        lastname: 'Member',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        region: 'BE',
      },
      instruction_state: { register_intro_closed: false, android_app_closed: false, dashboard_intro_closed: false },
      firstline: 0,
      permissions: ['ghost-mode'],
      analytics_consent: false,
    });
  });

  it('answers 401 {"message":"Unauthenticated."} without a token', async () => {
    const res = await createWorld().call('GET', '/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET user/header', () => {
  it('counts unread and read notifications', async () => {
    const w = createWorld();
    const user = await w.createUser();
    for (let i = 0; i < 3; i++)
      await notify(w.app.deps, user, { title: `T${i}`, description: 'D', class: 'fa fa-bell', status: 'info' });
    await w.call('POST', '/api/user/notifications/mark-all-read', { token: w.tokenFor(user) });
    await notify(w.app.deps, user, { title: 'New', description: 'D', class: 'fa fa-bell', status: 'info' });
    const res = await w.call('GET', '/api/user/header', { token: w.tokenFor(user) });
    expect(res.body.notifications.notifications).toEqual({ unread_count: 1, read_count: 3 });
    expect(res.body.term_updates).toEqual([]);
  });

  it('lists current terms documents the member has not accepted', async () => {
    const w = createWorld();
    publish(w, 'Privacy Policy', 1);
    const user = await w.createUser();
    publish(w, 'Privacy Policy', 2);
    publish(w, 'Club Rules', 1);
    const res = await w.call('GET', '/api/user/header', { token: w.tokenFor(user) });
    expect(res.body.term_updates).toEqual([
      { name: 'Club Rules', url: 'https://club.example/Club Rules-v1' },
      { name: 'Privacy Policy', url: 'https://club.example/Privacy Policy-v2' },
    ]);
  });

  it('merges what other modules contribute (chat, tickets)', async () => {
    const chat: ServerModule = {
      id: 'chat',
      header: () => ({ notifications: { chat: { unread_count: 2, unread_message_conversation_id: 7 } } }),
    };
    const w = createWorld({
      modules: [...serverModules, chat],
      env: { FEATURE_CHAT: 'false', FEATURE_TICKETS: 'false' },
    });
    const res = await w.call('GET', '/api/user/header', { token: w.tokenFor(await w.createUser()) });
    expect(res.body.notifications).toEqual({
      notifications: { unread_count: 0, read_count: 0 },
      chat: { unread_count: 2, unread_message_conversation_id: 7 },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/header')).status).toBe(401);
  });
});

describe('POST user/terms/agree-updates', () => {
  it('accepts every current document, so the header lists no updates', async () => {
    const w = createWorld();
    const user = await w.createUser();
    publish(w, 'Privacy Policy', 2);
    const token = w.tokenFor(user);
    expect((await w.call('POST', '/api/user/terms/agree-updates', { token })).status).toBe(204);
    expect((await w.call('GET', '/api/user/header', { token })).body.term_updates).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('POST', '/api/user/terms/agree-updates')).status).toBe(401);
  });
});

describe('POST instructions/toggle-state/{id}', () => {
  it('flips a named flag and answers every flag', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const first = await w.call('POST', '/api/instructions/toggle-state/register_intro_closed', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      instruction_state: { register_intro_closed: true, android_app_closed: false, dashboard_intro_closed: false },
    });
    const second = await w.call('POST', '/api/instructions/toggle-state/register_intro_closed', { token });
    expect(second.body.instruction_state.register_intro_closed).toBe(false);
    expect((await w.call('GET', '/api/user', { token })).body.instruction_state.register_intro_closed).toBe(false);
  });

  it('refuses an unknown flag with 422 errors.id', async () => {
    const w = createWorld();
    const res = await w.call('POST', '/api/instructions/toggle-state/drop_table', {
      token: w.tokenFor(await w.createUser()),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id: ['The selected id is invalid.'] });
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('POST', '/api/instructions/toggle-state/android_app_closed')).status).toBe(401);
  });
});

describe('POST fcm/register', () => {
  it('stores the device token for the member (204), once per token', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    expect((await w.call('POST', '/api/fcm/register', { token, body: { token: 'fcm-device-1' } })).status).toBe(204);
    await w.call('POST', '/api/fcm/register', { token, body: { token: 'fcm-device-1' } });
    expect(fcmTokensOf(w.db, user.id).map((row) => row.token)).toEqual(['fcm-device-1']);
  });

  it('requires a string token (422)', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('POST', '/api/fcm/register', { token, body: {} })).body.errors).toEqual({
      token: ['The token field is required.'],
    });
    expect((await w.call('POST', '/api/fcm/register', { token, body: { token: 42 } })).status).toBe(422);
  });

  it('refuses a token of control characters only (422) and stores nothing', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const res = await w.call('POST', '/api/fcm/register', {
      token: w.tokenFor(user),
      body: { token: '\u0000\u0001\u0002' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['token']);
    expect(fcmTokensOf(w.db, user.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('POST', '/api/fcm/register', { body: { token: 'x' } })).status).toBe(401);
  });
});

describe('X-Socket-ID', () => {
  // A route that broadcasts on behalf of the caller, as chat or settings routes will.
  const echo: ServerModule = {
    id: 'echo',
    api: () =>
      new Hono<AppEnv>().post('/echo', async (c) => {
        await notify(
          c.var.deps,
          { id: 1 },
          { title: 't', description: 'd', class: 'c', status: 'info' },
          { exceptSocketId: c.var.socketId },
        );
        return c.body(null, 204);
      }),
  };

  it('maps a well-formed X-Socket-ID to exceptSocketId and ignores a malformed one', async () => {
    const w = createWorld({ modules: [...serverModules, echo] });
    await w.createUser();
    await w.call('POST', '/api/echo', { headers: { 'X-Socket-ID': '1234.5678' } });
    await w.call('POST', '/api/echo', { headers: { 'X-Socket-ID': 'abc; drop' } });
    expect(w.broadcasts.map((b) => b.options)).toEqual([{ exceptSocketId: '1234.5678' }, undefined]);
  });
});
