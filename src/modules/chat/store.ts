// The page's chat: one counter and one store, bound to the installed client runtime (api,
// session) and the browser's realtime relay. Realtime runs while anything shows chat data (the
// top bar icon, the new-message dialog or a chat screen): resources follow the screen.
import { computed, onMount, onStart } from 'nanostores';
import { relay, retainRealtime } from '../../core/realtime/index.ts';
import { getRuntime } from '../../core/runtime.ts';
import { createChatStore } from './store/chat-store.ts';
import { createChatCounter } from './store/counter.ts';
import { refCounted, startChatLive } from './store/live.ts';
import { createNewMessageDialog } from './store/new-message-dialog-store.ts';
import { noticeNewMessage, setConversation } from '../../core/session/updates.ts';

export const chatCounter = createChatCounter();

export const chatStore = createChatStore({
  counter: chatCounter,
  myId: () => getRuntime().session.$session.get().user?.id ?? null,
  socketId: () => relay.socketId(),
  setConversation: (id) => setConversation(id, getRuntime().session),
});

// Chat holds the connection itself while it is shown, not only through the notification bell.
const retainLive = refCounted(() => {
  const releaseConnection = retainRealtime();
  const stopLive = startChatLive({
    store: chatStore,
    counter: chatCounter,
    realtime: relay,
    $session: getRuntime().session.$session,
  });
  return () => {
    stopLive();
    releaseConnection();
  };
});
onMount(chatCounter.$chatUnread, () => retainLive());
onMount(chatStore.$conversations, () => retainLive());

/**
 * The conversation list as views show it, fetched each time one starts showing it (the store's own
 * reads of the list, on a live message, load nothing).
 */
export const $conversationList = computed(chatStore.$conversations, (list) => list);
onStart($conversationList, () => void chatStore.loadConversations());
onMount(chatStore.$threads, () => retainLive());

export const { $chatUnread, $chatScreenOpen } = chatCounter;

/** Feeds the header summary's chat part (docs/spec.md §3) to the counter; the portal calls it when the header loads. */
export const seedChatUnread = chatCounter.seed;

export const newMessageDialog = createNewMessageDialog({
  session: () => getRuntime().session.$session,
  $unread: chatCounter.$chatUnread,
  noticeNewMessage: () => noticeNewMessage(getRuntime().session),
});
