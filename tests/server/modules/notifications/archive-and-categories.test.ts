// The bell's archive and categories (docs/spec.md §4 "Notifications"): POST
// user/notifications/{id}/archive|unarchive, GET user/notifications/archived, and ?category= on
// every list.
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { notify } from '../../../../server/notifications/notify.ts';
import type { NotificationTopic } from '../../../../src/shared/contract/notification-topics.ts';
import { WIDGET_TOKEN_ABILITIES } from '../../../../src/shared/contract/widget-token-abilities.ts';
import { createWorld, type World } from '../../helpers.ts';

async function send(w: World, userId: number, title: string, topic?: NotificationTopic) {
  const item = await notify(
    w.app.deps,
    { id: userId },
    { title, description: 'x', class: 'fa fa-bell', status: 'info', topic },
  );
  w.clock.advance(1000);
  return item;
}

const titles = (body: { data: { data: { title: string } }[] }) => body.data.map((item) => item.data.title);

async function member(w: World) {
  const user = await w.createUser();
  return { user, token: w.tokenFor(user) };
}

describe('archiving a notification', () => {
  it('takes it out of the inbox lists and the counts, lists it under the archive, marked read', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    const kept = await send(w, user.id, 'Kept', 'news');
    const gone = await send(w, user.id, 'Gone', 'wallet');
    const res = await w.call('POST', `/api/user/notifications/${gone.id}/archive`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: gone.id, topic: 'wallet', archived_at: '2026-01-01T10:00:02.000000Z' });
    expect(res.body.read_at).toBe('2026-01-01T10:00:02.000000Z');

    const unread = await w.call('GET', '/api/user/notifications/unread', { token });
    expect(titles(unread.body)).toEqual(['Kept']);
    expect(unread.body.total).toBe(1);
    expect(unread.body.counts).toEqual({ unread: 1, read: 0, archived: 1 });
    expect((await w.call('GET', '/api/user/notifications/read', { token })).body.total).toBe(0);
    const archived = await w.call('GET', '/api/user/notifications/archived', { token });
    expect(titles(archived.body)).toEqual(['Gone']);
    const header = await w.call('GET', '/api/user/header', { token });
    expect(header.body.notifications.notifications).toEqual({ unread_count: 1, read_count: 0 });
    expect(kept.id).not.toBe(gone.id);
  });

  it('lists the archive last archived first', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    const older = await send(w, user.id, 'Older');
    const newer = await send(w, user.id, 'Newer');
    await w.call('POST', `/api/user/notifications/${newer.id}/archive`, { token });
    w.clock.advance(1000);
    await w.call('POST', `/api/user/notifications/${older.id}/archive`, { token });
    expect(titles((await w.call('GET', '/api/user/notifications/archived', { token })).body)).toEqual([
      'Older',
      'Newer',
    ]);
  });

  it('can be taken back: unarchived, it is among the read ones again', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    const item = await send(w, user.id, 'Back', 'support');
    await w.call('POST', `/api/user/notifications/${item.id}/archive`, { token });
    const res = await w.call('POST', `/api/user/notifications/${item.id}/unarchive`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: item.id, archived_at: null });
    expect(titles((await w.call('GET', '/api/user/notifications/read', { token })).body)).toEqual(['Back']);
    expect((await w.call('GET', '/api/user/notifications/archived', { token })).body.total).toBe(0);
  });

  it('tells the member’s other tabs, widgets and portal (NotificationsRead on their channel), both ways', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    const item = await send(w, user.id, 'Cue');
    await w.call('POST', `/api/user/notifications/${item.id}/archive`, { token });
    await w.call('POST', `/api/user/notifications/${item.id}/unarchive`, { token });
    expect(
      w.broadcasts
        .filter((call) => call.event === 'App\\Events\\NotificationsRead')
        .map(({ channels, payload }) => ({ channels, payload })),
    ).toEqual([
      { channels: [`private-App.Models.User.${user.id}`], payload: {} },
      { channels: [`private-App.Models.User.${user.id}`], payload: {} },
    ]);
  });

  it('refuses another member’s notification with 404, and leaves it as it was', async () => {
    const w = createWorld();
    const owner = await member(w);
    const other = await member(w);
    const item = await send(w, owner.user.id, 'Mine');
    for (const action of ['archive', 'unarchive']) {
      const res = await w.call('POST', `/api/user/notifications/${item.id}/${action}`, { token: other.token });
      expect(res.status).toBe(404);
    }
    const unread = await w.call('GET', '/api/user/notifications/unread', { token: owner.token });
    expect(unread.body.data[0]).toMatchObject({ id: item.id, read_at: null, archived_at: null });
    expect(w.broadcasts.filter((call) => call.event === 'App\\Events\\NotificationsRead')).toEqual([]);
  });

  it('answers 404 for an id that is no notification', async () => {
    const w = createWorld();
    const { token } = await member(w);
    expect((await w.call('POST', '/api/user/notifications/no-such-id/archive', { token })).status).toBe(404);
  });

  it('needs notifications:write: a read-only API token gets 403, a widget token may archive', async () => {
    const w = createWorld();
    const { user } = await member(w);
    const item = await send(w, user.id, 'Token');
    const token = (abilities: string[]) =>
      createAccessToken(w.app.deps, user, { name: 't', abilities, lifetimeMinutes: 60, idleMinutes: null })
        .plainTextToken;
    const readOnly = await w.call('POST', `/api/user/notifications/${item.id}/archive`, {
      token: token(['notifications:read']),
    });
    expect(readOnly.status).toBe(403);
    const widget = await w.call('POST', `/api/user/notifications/${item.id}/archive`, {
      token: token([...WIDGET_TOKEN_ABILITIES]),
    });
    expect(widget.status).toBe(200);
    expect((await w.call('POST', `/api/user/notifications/${item.id}/archive`)).status).toBe(401);
  });
});

describe('the category filter', () => {
  it('lists one topic’s notifications in each list, with the counts over every category', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    await send(w, user.id, 'News 1', 'news');
    await send(w, user.id, 'Wallet 1', 'wallet');
    await send(w, user.id, 'No topic');
    const archived = await send(w, user.id, 'News 2', 'news');
    await w.call('POST', `/api/user/notifications/${archived.id}/archive`, { token });

    const news = await w.call('GET', '/api/user/notifications/unread?category=news', { token });
    expect(news.status).toBe(200);
    expect(titles(news.body)).toEqual(['News 1']);
    expect(news.body.total).toBe(1);
    expect(news.body.counts).toEqual({ unread: 3, read: 0, archived: 1 });
    expect(titles((await w.call('GET', '/api/user/notifications/unread', { token })).body)).toEqual([
      'No topic',
      'Wallet 1',
      'News 1',
    ]);
    expect(titles((await w.call('GET', '/api/user/notifications/archived?category=news', { token })).body)).toEqual([
      'News 2',
    ]);
    expect((await w.call('GET', '/api/user/notifications/archived?category=wallet', { token })).body.total).toBe(0);
  });

  it('keeps the category in the page links', async () => {
    const w = createWorld();
    const { user, token } = await member(w);
    for (let i = 0; i < 11; i++) await send(w, user.id, `Chat ${i}`, 'chat');
    const res = await w.call('GET', '/api/user/notifications/unread?category=chat', { token });
    expect(res.body.next_page_url).toBe('http://club.test/api/user/notifications/unread?category=chat&page=2');
    const next = await w.call('GET', '/api/user/notifications/unread?category=chat&page=2', { token });
    expect(titles(next.body)).toEqual(['Chat 0']);
  });

  it('refuses an unknown category with 422 and Laravel’s field errors', async () => {
    const w = createWorld();
    const { token } = await member(w);
    for (const list of ['unread', 'read', 'archived']) {
      const res = await w.call('GET', `/api/user/notifications/${list}?category=lottery`, { token });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'The selected category is invalid.',
        errors: { category: ['The selected category is invalid.'] },
      });
    }
  });
});
