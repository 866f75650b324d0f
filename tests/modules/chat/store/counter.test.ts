// docs/spec.md §4 "Notifications": the chat unread counter increments on each incoming chat message unless
// the chat conversations screen is open; it resets to zero on opening conversations.
import { describe, expect, it } from 'vitest';
import { createChatCounter } from '../../../../src/modules/chat/store/counter.ts';
import type { ChatMessage } from '../../../../src/modules/chat/types.ts';

const ME = 1;
const message = (id: number, conversation_id = 3, sender_id = 2): ChatMessage => ({
  id,
  conversation_id,
  sender_id,
  body: `m${id}`,
  created_at: '2026-01-01T10:00:00.000000Z',
});

describe('chat unread counter (docs/spec.md §4)', () => {
  it('starts from the header summary: chat.unread_count and unread_message_conversation_id.', () => {
    const counter = createChatCounter();
    counter.seed({ unread_count: 4, unread_message_conversation_id: 9 });
    expect(counter.$chatUnread.get()).toEqual({ count: 4, conversationId: 9 });
  });

  it('ignores a header without a chat part (chat switched off).', () => {
    const counter = createChatCounter();
    counter.seed({ unread_count: 2, unread_message_conversation_id: 5 });
    counter.seed(undefined);
    expect(counter.$chatUnread.get().count).toBe(2);
  });

  it('increments on each incoming chat message while the conversations screen is closed.', () => {
    const counter = createChatCounter();
    counter.incoming(message(1), ME);
    counter.incoming(message(2, 4), ME);
    expect(counter.$chatUnread.get()).toEqual({ count: 2, conversationId: 4 });
  });

  it('does not increment while the chat conversations screen is open.', () => {
    const counter = createChatCounter();
    const close = counter.screenOpened();
    counter.incoming(message(1), ME);
    expect(counter.$chatUnread.get().count).toBe(0);
    close();
    counter.incoming(message(2), ME);
    expect(counter.$chatUnread.get().count).toBe(1);
  });

  it('resets to zero on opening the conversations screen.', () => {
    const counter = createChatCounter();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 9 });
    counter.incoming(message(1), ME);
    counter.screenOpened();
    expect(counter.$chatUnread.get()).toEqual({ count: 0, conversationId: null });
  });

  it('stays at zero when the header arrives while the conversations screen is open.', () => {
    const counter = createChatCounter();
    counter.screenOpened();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 9 });
    expect(counter.$chatUnread.get().count).toBe(0);
  });

  it("never counts the member's own messages (sent from another device).", () => {
    const counter = createChatCounter();
    counter.incoming(message(1, 3, ME), ME);
    expect(counter.$chatUnread.get().count).toBe(0);
  });

  it('knows the screen is open while any chat screen is shown, and closing twice counts once.', () => {
    const counter = createChatCounter();
    const list = counter.screenOpened();
    const other = counter.screenOpened();
    list();
    list();
    expect(counter.$chatScreenOpen.get()).toBe(true);
    other();
    expect(counter.$chatScreenOpen.get()).toBe(false);
  });

  it('forgets the count when the member changes.', () => {
    const counter = createChatCounter();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 9 });
    counter.reset();
    expect(counter.$chatUnread.get()).toEqual({ count: 0, conversationId: null });
  });
});
