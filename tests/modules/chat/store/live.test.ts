// live.ts: the signed-in member's NewMessageReceived events reach the store, a subscription of
// their channel (at first, after a reconnect) refetches, and a change of member clears the
// previous member's chat.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewMessageEvent } from '../../../../src/core/realtime/index.ts';
import { createSession, type Session } from '../../../../src/core/session/session.ts';
import { createStorage } from '../../../../src/core/session/storage.ts';
import type { ChatStore } from '../../../../src/modules/chat/store/chat-store.ts';
import { createChatCounter } from '../../../../src/modules/chat/store/counter.ts';
import { refCounted, startChatLive, type ChatRealtime } from '../../../../src/modules/chat/store/live.ts';
import { makeAuth } from '../../../core/session/fixtures.ts';

function fakeRealtime() {
  const chat = new Map<string, Set<(e: NewMessageEvent) => void>>();
  const subscribed = new Map<string, Set<() => void>>();
  const realtime: ChatRealtime = {
    onChatMessage(userId, callback) {
      const key = String(userId);
      if (!chat.has(key)) chat.set(key, new Set());
      chat.get(key)!.add(callback);
      return () => void chat.get(key)!.delete(callback);
    },
    onSubscribed(type, name, callback) {
      const key = `${type}:${name}`;
      if (!subscribed.has(key)) subscribed.set(key, new Set());
      subscribed.get(key)!.add(callback);
      return () => void subscribed.get(key)!.delete(callback);
    },
  };
  return {
    realtime,
    listening: () => [...chat].filter(([, set]) => set.size > 0).map(([id]) => id),
    emit: (userId: number, event: unknown) => chat.get(String(userId))?.forEach((cb) => cb(event as NewMessageEvent)),
    /** The subscription of a channel succeeded (again). */
    subscribe: (channel: string) => subscribed.get(`private:${channel}`)?.forEach((cb) => cb()),
  };
}

let session: Session;
let store: { receive: ReturnType<typeof vi.fn>; refresh: ReturnType<typeof vi.fn>; reset: ReturnType<typeof vi.fn> };
let counter: ReturnType<typeof createChatCounter>;
let rt: ReturnType<typeof fakeRealtime>;
let stop: () => void;

beforeEach(() => {
  session = createSession({ storage: createStorage(null) });
  store = { receive: vi.fn(), refresh: vi.fn(), reset: vi.fn() };
  counter = createChatCounter();
  rt = fakeRealtime();
});
afterEach(() => {
  stop?.();
  session.destroy();
});

const start = () =>
  (stop = startChatLive({
    store: store as unknown as ChatStore,
    counter,
    realtime: rt.realtime,
    $session: session.$session,
  }));

describe('chat live updates', () => {
  it("listens for NewMessageReceived on the signed-in member's channel and hands each event to the store.", () => {
    session.login(makeAuth({}, { id: 7 }));
    start();
    expect(rt.listening()).toEqual(['7']);
    rt.emit(7, { message: { id: 1 } });
    expect(store.receive).toHaveBeenCalledWith({ message: { id: 1 } });
  });

  it('starts listening when a member signs in, and keeps listening while the session is locked.', () => {
    start();
    expect(rt.listening()).toEqual([]);
    session.login(makeAuth({}, { id: 7 }));
    expect(rt.listening()).toEqual(['7']);
    session.lock();
    expect(rt.listening()).toEqual(['7']);
    expect(store.reset).not.toHaveBeenCalled();
  });

  it('clears the store and the counter and switches channels when another member signs in.', () => {
    session.login(makeAuth({}, { id: 7 }));
    start();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 1 });
    session.logout();
    expect(rt.listening()).toEqual([]);
    expect(store.reset).toHaveBeenCalledTimes(1);
    expect(counter.$chatUnread.get().count).toBe(0);
    session.login(makeAuth({}, { id: 8 }));
    expect(rt.listening()).toEqual(['8']);
  });

  it("refetches what is shown each time the member's channel is subscribed (at first, after a reconnect).", () => {
    session.login(makeAuth({}, { id: 7 }));
    start();
    rt.subscribe('App.Models.User.8');
    expect(store.refresh).not.toHaveBeenCalled();
    rt.subscribe('App.Models.User.7');
    rt.subscribe('App.Models.User.7');
    expect(store.refresh).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped.', () => {
    session.login(makeAuth({}, { id: 7 }));
    start();
    stop();
    rt.subscribe('App.Models.User.7');
    expect(rt.listening()).toEqual([]);
    expect(store.refresh).not.toHaveBeenCalled();
  });
});

describe('refCounted', () => {
  it('starts once for many holders and stops when the last one releases.', () => {
    const stopped = vi.fn();
    const started = vi.fn(() => stopped);
    const retain = refCounted(started);
    const a = retain();
    const b = retain();
    a();
    a();
    expect(stopped).not.toHaveBeenCalled();
    b();
    expect(started).toHaveBeenCalledTimes(1);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
