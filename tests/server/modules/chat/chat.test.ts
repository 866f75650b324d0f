// Chat over HTTP (server/modules/chat/routes.ts): conversations, paged messages, sending with the
// App\Events\NewMessageReceived broadcast (docs/contracts.md §2.2), read state and the header part.
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_PER_PAGE, NEW_MESSAGE_EVENT, SEND_LIMIT } from '../../../../server/modules/chat/routes.ts';
import { seedDatabase } from '../../../../server/db/seed.ts';
import { findUserByEmail, type UserRow } from '../../../../server/auth/repository-users.ts';
import { createWorld, type World } from '../../helpers.ts';

const CHAT_ON = { FEATURE_CHAT: 'true' };

let world: World;
let ada: UserRow;
let bob: UserRow;
let eve: UserRow;
let adaToken: string;
let bobToken: string;
let eveToken: string;

beforeEach(async () => {
  world = createWorld({ env: CHAT_ON });
  ada = await world.createUser({ name: 'Ada Lovelace', email: 'ada@club.test' });
  // Bob and Eve are in Ada's team (she sponsored them): chat may reach them (canReach).
  bob = await world.createUser({ name: 'Bob Builder', email: 'bob@club.test', sponsor_id: ada.id });
  eve = await world.createUser({ name: 'Eve Outsider', email: 'eve@club.test', sponsor_id: ada.id });
  [adaToken, bobToken, eveToken] = [world.tokenFor(ada), world.tokenFor(bob), world.tokenFor(eve)];
});

/** Ada starts a conversation with Bob; answers its id. */
async function adaTalksToBob(body = 'Hello Bob'): Promise<number> {
  const res = await world.call('POST', '/api/chat/conversations', {
    token: adaToken,
    body: { member_id: bob.id, body },
  });
  expect(res.status).toBe(201);
  return res.body.conversation.id as number;
}

const send = (token: string, id: number | string, body: unknown, headers?: Record<string, string>) =>
  world.call('POST', `/api/chat/conversations/${id}/messages`, { token, body: { body }, headers });

describe('chat: conversations', () => {
  it("lists the member's conversations with the other member's name, the last message and the unread count.", async () => {
    const id = await adaTalksToBob('First');
    world.clock.advance(1000);
    await send(adaToken, id, 'Second');

    const forBob = await world.call('GET', '/api/chat/conversations', { token: bobToken });
    expect(forBob.status).toBe(200);
    expect(forBob.body.data).toEqual([
      {
        id,
        participant: { id: ada.id, name: 'Ada Lovelace' },
        last_message: {
          id: expect.any(Number),
          conversation_id: id,
          sender_id: ada.id,
          body: 'Second',
          created_at: '2026-01-01T10:00:01.000000Z',
        },
        unread_count: 2,
        created_at: '2026-01-01T10:00:00.000000Z',
        updated_at: '2026-01-01T10:00:01.000000Z',
      },
    ]);
    const forAda = await world.call('GET', '/api/chat/conversations', { token: adaToken });
    expect(forAda.body.data[0]).toMatchObject({ participant: { id: bob.id, name: 'Bob Builder' }, unread_count: 0 });
  });

  it('orders conversations by their latest message, newest first.', async () => {
    const withBob = await adaTalksToBob();
    world.clock.advance(1000);
    const withEve = (
      await world.call('POST', '/api/chat/conversations', {
        token: adaToken,
        body: { email: 'eve@club.test', body: 'Hi Eve' },
      })
    ).body.conversation.id;
    world.clock.advance(1000);
    await send(adaToken, withBob, 'Bob again');
    const list = await world.call('GET', '/api/chat/conversations', { token: adaToken });
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([withBob, withEve]);
  });

  it('shows one conversation to its members and answers 404 to anyone else.', async () => {
    const id = await adaTalksToBob();
    expect((await world.call('GET', `/api/chat/conversations/${id}`, { token: bobToken })).body).toMatchObject({
      id,
      participant: { name: 'Ada Lovelace' },
    });
    const foreign = await world.call('GET', `/api/chat/conversations/${id}`, { token: eveToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: `No query results for model [App\\Models\\Conversation] ${id}` });
  });

  it('starts a conversation by member id or by email and reuses the one the two members already have.', async () => {
    const byId = await world.call('POST', '/api/chat/conversations', {
      token: adaToken,
      body: { member_id: bob.id, body: 'One' },
    });
    const byEmail = await world.call('POST', '/api/chat/conversations', {
      token: adaToken,
      body: { email: 'BOB@club.test', body: 'Two' },
    });
    const fromBob = await world.call('POST', '/api/chat/conversations', {
      token: bobToken,
      body: { member_id: ada.id, body: 'Three' },
    });
    expect([byId.status, byEmail.status, fromBob.status]).toEqual([201, 201, 201]);
    expect(byEmail.body.conversation.id).toBe(byId.body.conversation.id);
    expect(fromBob.body.conversation.id).toBe(byId.body.conversation.id);
    expect(fromBob.body.message).toMatchObject({ sender_id: bob.id, body: 'Three' });
    expect((await world.call('GET', '/api/chat/conversations', { token: adaToken })).body.data).toHaveLength(1);
  });

  it('refuses to start a conversation without a member, with an unknown member or with oneself (422).', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ body: 'Hi' }, 'member_id', 'The member field is required when email is not present.'],
      [{ member_id: 99999, body: 'Hi' }, 'member_id', 'The selected member is invalid.'],
      [{ email: 'nobody@club.test', body: 'Hi' }, 'email', 'The selected email is invalid.'],
      [{ email: 'not-an-email', body: 'Hi' }, 'email', 'The email field must be a valid email address.'],
      [{ member_id: ada.id, body: 'Hi' }, 'member_id', 'You cannot start a conversation with yourself.'],
      [{ member_id: bob.id, body: '  ' }, 'body', 'The body field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await world.call('POST', '/api/chat/conversations', { token: adaToken, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await world.call('GET', '/api/chat/conversations', { token: adaToken })).body.data).toEqual([]);
  });

  it('limits starting conversations to 30 a minute per member, counted with sending (429 with Retry-After), and stores nothing then.', async () => {
    const start = (body: string) =>
      world.call('POST', '/api/chat/conversations', { token: adaToken, body: { member_id: bob.id, body } });
    for (let i = 1; i <= SEND_LIMIT.maxAttempts; i++) expect((await start(`hello ${i}`)).status).toBe(201);
    const limited = await start('one too many');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const [conversation] = (await world.call('GET', '/api/chat/conversations', { token: adaToken })).body.data;
    expect(
      world.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?').get(conversation.id),
    ).toEqual({ n: SEND_LIMIT.maxAttempts });
    expect(
      (
        await world.call('POST', '/api/chat/conversations', {
          token: bobToken,
          body: { member_id: eve.id, body: 'Bob has his own limit' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('chat: messages', () => {
  it("pages messages newest page first, each page oldest first, 30 per page, in Laravel's paginator shape.", async () => {
    const id = await adaTalksToBob('message 1');
    for (let i = 2; i <= 35; i++) {
      world.clock.advance(1000);
      await send(i % 2 ? adaToken : bobToken, id, `message ${i}`);
    }
    const first = await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: bobToken });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      current_page: 1,
      per_page: MESSAGES_PER_PAGE,
      total: 35,
      last_page: 2,
      from: 1,
      to: 30,
    });
    expect(first.body.next_page_url).toBe(`http://club.test/api/chat/conversations/${id}/messages?page=2`);
    expect(first.body.data.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 30 }, (_, i) => `message ${i + 6}`),
    );

    const second = await world.call('GET', `/api/chat/conversations/${id}/messages?page=2`, { token: bobToken });
    expect(second.body.data.map((m: { body: string }) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(second.body).toMatchObject({ current_page: 2, next_page_url: null, from: 31, to: 35 });
  });

  it('answers 404 for the messages of a conversation of other members, and for an id that is no number.', async () => {
    const id = await adaTalksToBob();
    expect((await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: eveToken })).status).toBe(404);
    expect((await world.call('GET', '/api/chat/conversations/abc/messages', { token: adaToken })).status).toBe(404);
    expect((await world.call('GET', '/api/chat/conversations/99999/messages', { token: adaToken })).status).toBe(404);
  });

  it('sends a message: 201 with the stored message, body trimmed, created_at in Eloquent format.', async () => {
    const id = await adaTalksToBob();
    world.clock.advance(61_000);
    const res = await send(bobToken, id, '  Hi Ada,\nhow are you?  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      conversation_id: id,
      sender_id: bob.id,
      body: 'Hi Ada,\nhow are you?',
      created_at: '2026-01-01T10:01:01.000000Z',
    });
    const page = await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: adaToken });
    expect(page.body.data.at(-1)).toEqual(res.body);
  });

  it('refuses an empty, blank, non-text or too long message with 422 and stores nothing.', async () => {
    const id = await adaTalksToBob();
    const cases: [unknown, string][] = [
      ['', 'The body field is required.'],
      [' \n\t ', 'The body field is required.'],
      [undefined, 'The body field is required.'],
      [42, 'The body field must be a string.'],
      ['x'.repeat(5001), 'The body field must not be greater than 5000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await send(adaToken, id, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message, errors: { body: [message] } });
    }
    expect((await send(adaToken, id, 'x'.repeat(5000))).status).toBe(201);
    expect((await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: adaToken })).body.total).toBe(2);
  });

  it('answers 404 when sending into a conversation of other members, and stores nothing.', async () => {
    const id = await adaTalksToBob();
    const res = await send(eveToken, id, 'Let me in');
    expect(res.status).toBe(404);
    expect((await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: adaToken })).body.total).toBe(1);
  });

  it('answers 401 Unauthenticated. without a valid token, on every chat route.', async () => {
    const id = await adaTalksToBob();
    const routes: [string, string][] = [
      ['GET', '/api/chat/conversations'],
      ['POST', '/api/chat/conversations'],
      ['GET', `/api/chat/conversations/${id}`],
      ['GET', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/read`],
    ];
    for (const [method, path] of routes) {
      const res = await world.call(method, path, {
        body: method === 'POST' ? { body: 'x' } : undefined,
        token: 'nope',
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('limits sending to 30 messages a minute per member (429 with Retry-After).', async () => {
    const id = await adaTalksToBob(); // the first of the 30
    for (let i = 2; i <= 30; i++) expect((await send(adaToken, id, `m${i}`)).status).toBe(201);
    const limited = await send(adaToken, id, 'one too many');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(bobToken, id, 'Bob has his own limit')).status).toBe(201);
    world.clock.advance(61_000);
    expect((await send(adaToken, id, 'after a minute')).status).toBe(201);
  });
});

describe('chat: NewMessageReceived broadcast', () => {
  it('broadcasts App\\Events\\NewMessageReceived with {message} on the private user channel of every other member only.', async () => {
    const id = await adaTalksToBob();
    world.broadcasts.length = 0;
    const res = await send(bobToken, id, 'Realtime hello');
    expect(world.broadcasts).toEqual([
      {
        channels: [`private-App.Models.User.${ada.id}`],
        event: NEW_MESSAGE_EVENT,
        payload: { message: res.body },
        options: undefined,
      },
    ]);
    expect(NEW_MESSAGE_EVENT).toBe('App\\Events\\NewMessageReceived');
  });

  it('broadcasts the first message of a new conversation to the other member too.', async () => {
    const res = await world.call('POST', '/api/chat/conversations', {
      token: adaToken,
      body: { member_id: bob.id, body: 'Hello' },
    });
    expect(world.broadcasts).toEqual([
      {
        channels: [`private-App.Models.User.${bob.id}`],
        event: NEW_MESSAGE_EVENT,
        payload: { message: res.body.message },
        options: undefined,
      },
    ]);
  });

  it("excludes the sender's connection named by X-Socket-ID (toOthers) and ignores a malformed one.", async () => {
    const id = await adaTalksToBob();
    world.broadcasts.length = 0;
    await send(adaToken, id, 'from my tab', { 'X-Socket-ID': '1234.5678' });
    await send(adaToken, id, 'forged header', { 'X-Socket-ID': '1234.5678<script>' });
    expect(world.broadcasts.map((b) => b.options)).toEqual([{ exceptSocketId: '1234.5678' }, undefined]);
    expect(world.broadcasts.every((b) => b.channels.join() === `private-App.Models.User.${bob.id}`)).toBe(true);
  });

  it('keeps the message when the broadcast fails (clients reconcile over HTTP).', async () => {
    const id = await adaTalksToBob();
    world.app.deps.broadcaster.broadcast = async () => {
      throw new Error('hub down');
    };
    expect((await send(adaToken, id, 'still stored')).status).toBe(201);
    expect(
      (await world.call('GET', `/api/chat/conversations/${id}/messages`, { token: bobToken })).body.data.at(-1).body,
    ).toBe('still stored');
  });
});

describe('chat: read state and header', () => {
  it('marks a conversation read for the calling member only (204).', async () => {
    const id = await adaTalksToBob('one');
    await send(adaToken, id, 'two');
    await send(bobToken, id, 'reply');
    const read = await world.call('POST', `/api/chat/conversations/${id}/read`, { token: bobToken });
    expect(read.status).toBe(204);
    expect((await world.call('GET', '/api/chat/conversations', { token: bobToken })).body.data[0].unread_count).toBe(0);
    expect((await world.call('GET', '/api/chat/conversations', { token: adaToken })).body.data[0].unread_count).toBe(1);
    expect((await world.call('POST', `/api/chat/conversations/${id}/read`, { token: eveToken })).status).toBe(404);
  });

  it('counts a message sent in the same instant as the read as unread.', async () => {
    const id = await adaTalksToBob('one');
    await world.call('POST', `/api/chat/conversations/${id}/read`, { token: bobToken });
    await send(adaToken, id, 'same microsecond');
    expect((await world.call('GET', '/api/chat/conversations', { token: bobToken })).body.data[0].unread_count).toBe(1);
  });

  it('adds chat {unread_count, unread_message_conversation_id} to GET user/header, the conversation of the newest unread message.', async () => {
    const withAda = await adaTalksToBob('from Ada');
    world.clock.advance(1000);
    const withEve = (
      await world.call('POST', '/api/chat/conversations', {
        token: eveToken,
        body: { member_id: bob.id, body: 'from Eve' },
      })
    ).body.conversation.id;
    world.clock.advance(1000);
    await send(eveToken, withEve, 'Eve again');

    const header = await world.call('GET', '/api/user/header', { token: bobToken });
    expect(header.body.notifications.chat).toEqual({ unread_count: 3, unread_message_conversation_id: withEve });
    await world.call('POST', `/api/chat/conversations/${withEve}/read`, { token: bobToken });
    expect((await world.call('GET', '/api/user/header', { token: bobToken })).body.notifications.chat).toEqual({
      unread_count: 1,
      unread_message_conversation_id: withAda,
    });
    await world.call('POST', `/api/chat/conversations/${withAda}/read`, { token: bobToken });
    expect((await world.call('GET', '/api/user/header', { token: bobToken })).body.notifications.chat).toEqual({
      unread_count: 0,
      unread_message_conversation_id: null,
    });
  });

  it('leaves chat out of the header and answers 404 on every chat route while chat is switched off.', async () => {
    const off = createWorld({ env: { FEATURE_CHAT: 'false' } });
    const member = await off.createUser();
    const token = off.tokenFor(member);
    const header = await off.call('GET', '/api/user/header', { token });
    expect(header.status).toBe(200);
    expect(header.body.notifications).not.toHaveProperty('chat');
    const list = await off.call('GET', '/api/chat/conversations', { token });
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ message: 'The route api/chat/conversations could not be found.' });
    expect((await off.call('POST', '/api/chat/conversations/1/messages', { token, body: { body: 'x' } })).status).toBe(
      404,
    );
  });
});

describe('chat: demo data', () => {
  it('seeds a conversation between demo@club.test and Jonas Weber with two unread messages.', async () => {
    const demoWorld = createWorld({ env: CHAT_ON });
    await seedDatabase(demoWorld.app.deps);
    const demo = findUserByEmail(demoWorld.db, 'demo@club.test')!;
    const token = demoWorld.tokenFor(demo);
    const list = (await demoWorld.call('GET', '/api/chat/conversations', { token })).body.data;
    expect(list[0]).toMatchObject({ participant: { name: 'Jonas Weber' }, unread_count: 2 });
    expect(list.some((c: { participant: { name: string } }) => c.participant.name === 'Lena Schmidt')).toBe(true);
    const header = (await demoWorld.call('GET', '/api/user/header', { token })).body;
    expect(header.notifications.chat).toEqual({ unread_count: 2, unread_message_conversation_id: list[0].id });
  });
});
