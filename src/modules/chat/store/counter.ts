// The chat unread counter of docs/spec.md §4: it starts from the header summary's chat part, grows by one
// for each incoming chat message unless the chat conversations screen is open, and goes back to
// zero whenever that screen opens. While the screen is open the list itself shows what is unread.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ChatMessage, ConversationId } from '../types.ts';

export interface ChatUnread {
  count: number;
  /** The conversation of the newest unread message (the header's unread_message_conversation_id). */
  conversationId: ConversationId | null;
}

/** docs/spec.md §3: header `notifications.chat`. */
export interface HeaderChatPart {
  unread_count: number;
  unread_message_conversation_id: number | null;
}

export function createChatCounter() {
  const $unread = atom<ChatUnread>({ count: 0, conversationId: null });
  const $openScreens = atom(0);
  const $screenOpen = computed($openScreens, (n) => n > 0);

  return {
    $chatUnread: $unread as ReadableAtom<ChatUnread>,
    /** True while the chat conversations screen (list or a conversation) is shown. */
    $chatScreenOpen: $screenOpen,

    /** The header summary arrived (or was reloaded after a reconnect). On the open screen it stays zero. */
    seed(part: HeaderChatPart | null | undefined): void {
      if (!part) return;
      if ($screenOpen.get()) return $unread.set({ count: 0, conversationId: null });
      const count = Number.isSafeInteger(part.unread_count) && part.unread_count > 0 ? part.unread_count : 0;
      $unread.set({ count, conversationId: count > 0 ? part.unread_message_conversation_id : null });
    },

    /** A chat message arrived over realtime. The member's own messages (another device) never count. */
    incoming(message: ChatMessage, myId: number | null): void {
      if (message.sender_id === myId || $screenOpen.get()) return;
      $unread.set({ count: $unread.get().count + 1, conversationId: message.conversation_id });
    },

    /** The conversations screen opened: the counter goes to zero. Returns the matching close. */
    screenOpened(): () => void {
      $openScreens.set($openScreens.get() + 1);
      $unread.set({ count: 0, conversationId: null });
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        $openScreens.set(Math.max(0, $openScreens.get() - 1));
      };
    },

    /** Another member signed in (or nobody): nothing of the previous one's counter remains. */
    reset(): void {
      $unread.set({ count: 0, conversationId: null });
    },
  };
}

export type ChatCounter = ReturnType<typeof createChatCounter>;
