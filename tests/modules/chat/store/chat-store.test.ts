// The chat store against the real server in-process: list, open (read + session), paging, send
// with X-Socket-ID, realtime merge without duplicates, the counter rules and reconnect refetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../../../src/core/api/errors.ts';
import { createChatStore, sendErrorField, type ChatStore } from '../../../../src/modules/chat/store/chat-store.ts';
import { createChatCounter, type ChatCounter } from '../../../../src/modules/chat/store/counter.ts';
import { chatWorld, type ChatWorld } from '../chat-world.ts';

let w: ChatWorld;
let store: ChatStore;
let counter: ChatCounter;
let socket: string | null;
let remembered: (number | string | null)[];

beforeEach(async () => {
  w = await chatWorld();
  counter = createChatCounter();
  socket = null;
  remembered = [];
  store = createChatStore({
    counter,
    myId: () => w.session.$session.get().user?.id ?? null,
    socketId: () => socket,
    setConversation: (id) => remembered.push(id),
  });
});
afterEach(() => w.close());

/** Opens `id` in the store and waits until its messages are there. */
async function opened(id: number) {
  const close = store.openConversation(id);
  await vi.waitFor(() => expect(store.$threads.get()[id]?.status).toBe('ready'));
  return close;
}
const unreadOnServer = async (token: string) =>
  (await w.world.call('GET', '/api/chat/conversations', { token })).body.data[0].unread_count;

describe('chat store: conversations', () => {
  it('loads the conversations with the other member, the last message and the unread count.', async () => {
    await w.bobSays('Hello Ada');
    await store.loadConversations();
    expect(store.$conversations.get()).toMatchObject({
      status: 'ready',
      items: [{ participant: { name: 'Bob Builder' }, last_message: { body: 'Hello Ada' }, unread_count: 1 }],
    });
  });

  it('keeps the error of a failed load for the view.', async () => {
    w.world.app.deps.config.features.chat = false;
    await store.loadConversations();
    expect(store.$conversations.get().status).toBe('error');
    expect(store.$conversations.get().error).toMatchObject({ status: 404 });
  });
});

describe('chat store: opening a conversation', () => {
  it('loads its newest messages, remembers it in the session (setConversation) and marks it read on the server.', async () => {
    const first = await w.bobSays('one');
    await w.bobSays('two');
    await store.loadConversations();
    await opened(first.conversation_id);
    const thread = store.$threads.get()[first.conversation_id]!;
    expect(thread.messages.map((m) => m.body)).toEqual(['one', 'two']);
    expect(thread.summary?.participant.name).toBe('Bob Builder');
    expect(remembered).toEqual([first.conversation_id]);
    expect(store.$conversations.get().items[0]!.unread_count).toBe(0);
    await vi.waitFor(async () => expect(await unreadOnServer(w.adaToken)).toBe(0));
  });

  it('loads earlier pages on request and merges them before the newer ones.', async () => {
    const first = await w.bobSays('message 1');
    for (let i = 2; i <= 33; i++) {
      w.world.clock.advance(2500); // within the send limit of 30 a minute
      await w.world.call('POST', `/api/chat/conversations/${first.conversation_id}/messages`, {
        token: w.bobToken,
        body: { body: `message ${i}` },
      });
    }
    await opened(first.conversation_id);
    expect(store.$threads.get()[first.conversation_id]!.messages).toHaveLength(30);
    await store.loadOlder(first.conversation_id);
    const thread = store.$threads.get()[first.conversation_id]!;
    expect(thread.messages.map((m) => m.body)).toEqual(Array.from({ length: 33 }, (_, i) => `message ${i + 1}`));
    expect(thread.pages).toBe(2);
    expect(thread.lastPage).toBe(2);
  });

  it('shows a conversation of other members as an error (404), with nothing loaded.', async () => {
    store.openConversation(424242);
    await vi.waitFor(() => expect(store.$threads.get()[424242]).toMatchObject({ status: 'error', messages: [] }));
  });
});

describe('chat store: sending', () => {
  it('sends with X-Socket-ID, so the server excludes this connection from the broadcast.', async () => {
    const first = await w.bobSays('hi');
    socket = '123.456';
    w.world.broadcasts.length = 0;
    expect(await store.send(first.conversation_id, '  Hello Bob  ')).toBe(true);
    expect(w.world.broadcasts).toEqual([
      expect.objectContaining({
        channels: [`private-App.Models.User.${w.bob.id}`],
        options: { exceptSocketId: '123.456' },
      }),
    ]);
    expect(store.$threads.get()[first.conversation_id]!.messages.map((m) => m.body)).toEqual(['Hello Bob']);
  });

  it('shows a message once when the POST answer and a realtime echo of it both arrive.', async () => {
    const first = await w.bobSays('hi');
    await opened(first.conversation_id);
    await store.send(first.conversation_id, 'mine');
    const sent = store.$threads.get()[first.conversation_id]!.messages.at(-1)!;
    store.receive({ message: sent });
    expect(store.$threads.get()[first.conversation_id]!.messages.filter((m) => m.id === sent.id)).toHaveLength(1);
  });

  it('keeps a 422 for the composer and answers false; nothing is stored.', async () => {
    const first = await w.bobSays('hi');
    expect(await store.send(first.conversation_id, 'x'.repeat(5001))).toBe(false);
    const error = store.$threads.get()[first.conversation_id]!.sendError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(sendErrorField(error)).toBe('The body field must not be greater than 5000 characters.');
    expect(
      (await w.world.call('GET', `/api/chat/conversations/${first.conversation_id}/messages`, { token: w.adaToken }))
        .body.total,
    ).toBe(1);
  });

  it('sends nothing for a blank message.', async () => {
    const first = await w.bobSays('hi');
    const before = w.requests.length;
    expect(await store.send(first.conversation_id, ' \n ')).toBe(false);
    expect(w.requests.length).toBe(before);
  });

  it('starts a conversation by email and lists it first.', async () => {
    const id = await store.start(' bob@club.test ', 'Hi Bob');
    expect(store.$conversations.get().items[0]).toMatchObject({ id, participant: { name: 'Bob Builder' } });
    expect(store.$threads.get()[id]!.messages.map((m) => m.body)).toEqual(['Hi Bob']);
  });
});

describe('chat store: realtime', () => {
  it('adds an incoming message to its conversation, updates the list and increments the counter.', async () => {
    const first = await w.bobSays('one');
    await store.loadConversations();
    const close = await opened(first.conversation_id);
    close(); // the view left: the conversation is loaded but not open
    const second = await w.bobSays('two');
    store.receive({ message: second });
    expect(store.$threads.get()[first.conversation_id]!.messages.map((m) => m.body)).toEqual(['one', 'two']);
    expect(store.$conversations.get().items[0]).toMatchObject({ last_message: { body: 'two' }, unread_count: 1 });
    expect(counter.$chatUnread.get()).toEqual({ count: 1, conversationId: first.conversation_id });
  });

  it('does not increment the counter while the conversations screen is open, and marks the open conversation read.', async () => {
    const first = await w.bobSays('one');
    counter.screenOpened();
    await opened(first.conversation_id);
    const second = await w.bobSays('two');
    store.receive({ message: second });
    expect(counter.$chatUnread.get().count).toBe(0);
    await vi.waitFor(async () => expect(await unreadOnServer(w.adaToken)).toBe(0));
  });

  it('counts a message delivered twice only once.', async () => {
    const first = await w.bobSays('one');
    store.receive({ message: first });
    store.receive({ message: first });
    expect(counter.$chatUnread.get().count).toBe(1);
  });

  it('ignores a payload without the message shape.', async () => {
    store.receive({ message: { id: 'x' } });
    store.receive('<img src=x onerror=alert(1)>');
    expect(counter.$chatUnread.get().count).toBe(0);
  });

  it('loads the list again when a message of an unknown conversation arrives.', async () => {
    await store.loadConversations();
    const first = await w.bobSays('new conversation');
    store.receive({ message: first });
    await vi.waitFor(() => expect(store.$conversations.get().items.map((c) => c.id)).toEqual([first.conversation_id]));
  });

  it('after a reconnect refetches the list and the open conversation, so messages of the gap appear once.', async () => {
    const first = await w.bobSays('before');
    await store.loadConversations();
    await opened(first.conversation_id);
    await w.bobSays('during the gap'); // its broadcast was lost
    store.refresh();
    await vi.waitFor(() =>
      expect(store.$threads.get()[first.conversation_id]!.messages.map((m) => m.body)).toEqual([
        'before',
        'during the gap',
      ]),
    );
    expect(store.$conversations.get().items[0]!.last_message?.body).toBe('during the gap');
  });

  it('forgets everything on reset (another member).', async () => {
    const first = await w.bobSays('one');
    await store.loadConversations();
    store.receive({ message: first });
    store.reset();
    expect(store.$conversations.get()).toEqual({ items: [], status: 'idle', error: null });
    expect(store.$threads.get()).toEqual({});
  });
});
