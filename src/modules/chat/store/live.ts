// Realtime for the chat: while someone needs it (the chat icon, the dialog, a chat screen), the
// signed-in member's NewMessageReceived events reach the store and the counter, and each time their
// channel's subscription succeeds (at first, after a reconnect) what is shown is fetched again: a
// message sent before it reached no one. A change of member clears everything of the previous one.
import type { ReadableAtom } from 'nanostores';
import { userChannel, type NewMessageEvent, type Realtime } from '../../../core/realtime/index.ts';
import type { SessionState } from '../../../core/session/session.ts';
import type { ChatStore } from './chat-store.ts';
import type { ChatCounter } from './counter.ts';

export type ChatRealtime = Pick<Realtime, 'onChatMessage' | 'onSubscribed'>;

export interface ChatLiveDeps {
  store: ChatStore;
  counter: ChatCounter;
  realtime: ChatRealtime;
  $session: ReadableAtom<SessionState>;
}

/** Starts listening; returns the stop. */
export function startChatLive({ store, counter, realtime, $session }: ChatLiveDeps): () => void {
  let userId: number | null = null;
  let stopMessages: (() => void) | null = null;
  let stopSubscribed: (() => void) | null = null;

  const follow = (session: SessionState) => {
    // Locking keeps the member (and the counter); listeners outlive the dropped connection.
    const next = session.user?.id ?? null;
    if (next === userId) return;
    stopMessages?.();
    stopSubscribed?.();
    stopMessages = stopSubscribed = null;
    if (userId !== null) {
      store.reset();
      counter.reset();
    }
    userId = next;
    if (next === null) return;
    stopMessages = realtime.onChatMessage(next, (event: NewMessageEvent) => store.receive(event));
    stopSubscribed = realtime.onSubscribed('private', userChannel(next), () => store.refresh());
  };

  follow($session.get());
  const stopSession = $session.listen(follow);
  return () => {
    stopSession();
    stopMessages?.();
    stopSubscribed?.();
    stopMessages = stopSubscribed = null;
  };
}

/** Runs `start` while at least one holder retains it. */
export function refCounted(start: () => () => void) {
  let holders = 0;
  let stop: (() => void) | null = null;
  return () => {
    if (holders++ === 0) stop = start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}
