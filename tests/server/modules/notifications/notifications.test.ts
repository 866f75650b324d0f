// GET user/notifications/unread|read, POST user/notifications/mark-all-read, and notify().
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../server/notifications/notify.ts';
import { createWorld, type World } from '../../helpers.ts';

const item = (i: number) => ({
  title: `Title ${i}`,
  description: `Description ${i}`,
  class: 'fa fa-bell',
  status: 'success',
});

async function seed(w: World, userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    await notify(w.app.deps, { id: userId }, item(i));
    w.clock.advance(1000);
  }
}

describe('notify()', () => {
  it("stores the notification in Laravel's table shape", async () => {
    const w = createWorld();
    const user = await w.createUser();
    const stored = await notify(w.app.deps, user, item(1));
    const row = w.db.prepare('SELECT * FROM notifications').get() as Record<string, unknown>;
    expect(row).toEqual({
      id: stored.id,
      type: 'App\\Notifications\\ClubNotification',
      notifiable_type: 'App\\Models\\User',
      notifiable_id: user.id,
      data: JSON.stringify(item(1)),
      read_at: null,
      created_at: '2026-01-01T10:00:00.000000Z',
      updated_at: '2026-01-01T10:00:00.000000Z',
      archived_at: null,
      topic: null,
    });
    expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("broadcasts BroadcastNotificationCreated on the member's private channel with the same id", async () => {
    const w = createWorld();
    const user = await w.createUser();
    const stored = await notify(w.app.deps, user, { ...item(1), type: 'App\\Notifications\\DepositReceived' });
    expect(w.broadcasts).toEqual([
      {
        channels: [`private-App.Models.User.${user.id}`],
        event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
        payload: { ...item(1), id: stored.id, type: 'App\\Notifications\\DepositReceived' },
        options: undefined,
      },
    ]);
  });

  it('stores and broadcasts the topic it is about, the bell’s category', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const stored = await notify(w.app.deps, user, { ...item(1), topic: 'growing' });
    expect(w.db.prepare('SELECT topic FROM notifications').get()).toEqual({ topic: 'growing' });
    expect(w.broadcasts[0]?.payload).toEqual({ ...item(1), id: stored.id, type: stored.type, topic: 'growing' });
  });

  it('keeps the stored notification when broadcasting fails', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const deps = { ...w.app.deps, broadcaster: { broadcast: async () => Promise.reject(new Error('hub down')) } };
    await notify(deps, user, item(1));
    const res = await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(user) });
    expect(res.body.total).toBe(1);
  });
});

describe('GET user/notifications/unread and /read', () => {
  it('answers a LengthAwarePaginator of 10 per page, newest first', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 12);
    const res = await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(user) });
    expect(res.status).toBe(200);
    const path = 'http://club.test/api/user/notifications/unread';
    expect(res.body).toMatchObject({
      current_page: 1,
      first_page_url: `${path}?page=1`,
      from: 1,
      last_page: 2,
      last_page_url: `${path}?page=2`,
      next_page_url: `${path}?page=2`,
      path,
      per_page: 10,
      prev_page_url: null,
      to: 10,
      total: 12,
    });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toMatchObject({
      type: 'App\\Notifications\\ClubNotification',
      notifiable_type: 'App\\Models\\User',
      notifiable_id: user.id,
      data: item(11),
      read_at: null,
    });
    expect(res.body.links.map((l: { label: string }) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      'Next &raquo;',
    ]);
  });

  it('answers the next page with ?page=2', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 12);
    const res = await w.call('GET', '/api/user/notifications/unread?page=2', { token: w.tokenFor(user) });
    expect(res.body).toMatchObject({ current_page: 2, from: 11, to: 12, next_page_url: null });
    expect(res.body.data.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Title 1', 'Title 0']);
  });

  it('treats an invalid page as page 1 and a page past the end as empty', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 3);
    const token = w.tokenFor(user);
    expect((await w.call('GET', '/api/user/notifications/unread?page=abc', { token })).body.current_page).toBe(1);
    const past = await w.call('GET', '/api/user/notifications/unread?page=9', { token });
    expect(past.body).toMatchObject({ current_page: 9, data: [], from: null, to: null, total: 3 });
  });

  it("lists only the member's own notifications", async () => {
    const w = createWorld();
    const [mia, max] = [await w.createUser(), await w.createUser()];
    await seed(w, max.id, 2);
    expect((await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(mia) })).body.total).toBe(0);
  });

  it('moves notifications from unread to read on mark-all-read (204)', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 4);
    const token = w.tokenFor(user);
    expect((await w.call('POST', '/api/user/notifications/mark-all-read', { token })).status).toBe(204);
    expect((await w.call('GET', '/api/user/notifications/unread', { token })).body.total).toBe(0);
    const read = await w.call('GET', '/api/user/notifications/read', { token });
    expect(read.body.total).toBe(4);
    expect(read.body.data[0].read_at).toBe('2026-01-01T10:00:04.000000Z');
  });

  it('tells the member’s other tabs, widgets and portal on mark-all-read (NotificationsRead on their channel)', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 2);
    await w.call('POST', '/api/user/notifications/mark-all-read', { token: w.tokenFor(user) });
    expect(
      w.broadcasts
        .filter((call) => call.event === 'App\\Events\\NotificationsRead')
        .map(({ channels, payload }) => ({ channels, payload })),
    ).toEqual([{ channels: [`private-App.Models.User.${user.id}`], payload: {} }]);
  });

  it('serialises a page once while nothing is written: the bell asks for it on every load', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 3);
    const token = w.tokenFor(user);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = await w.call('GET', '/api/user/notifications/unread', { token });
      const second = await w.call('GET', '/api/user/notifications/unread', { token });
      expect(second.body).toEqual(first.body);
      const pages = stringify.mock.calls.filter(([value]) => (value as { current_page?: unknown })?.current_page === 1);
      expect(pages).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('shows a notification stored after a kept page at once (the page is kept only until a write)', async () => {
    const w = createWorld();
    const user = await w.createUser();
    await seed(w, user.id, 2);
    const token = w.tokenFor(user);
    expect((await w.call('GET', '/api/user/notifications/unread', { token })).body.total).toBe(2);
    await seed(w, user.id, 1);
    const after = await w.call('GET', '/api/user/notifications/unread', { token });
    expect(after.body.total).toBe(3);
    expect(after.body.data[0].data.title).toBe('Title 0');
  });

  it('answers 401 without a token', async () => {
    const w = createWorld();
    for (const [method, path] of [
      ['GET', '/api/user/notifications/unread'],
      ['GET', '/api/user/notifications/read'],
      ['POST', '/api/user/notifications/mark-all-read'],
    ]) {
      expect((await w.call(method, path)).status).toBe(401);
    }
  });
});
