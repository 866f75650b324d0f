// The chat views against the real server in-process: the conversation list, a conversation with
// its composer (Enter sends, Shift+Enter makes a new line), errors, realtime arrivals, the
// counter on opening, the new-message dialog and the top bar icon.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadMessages, registerMessages } from '../../../../src/core/i18n/i18n.ts';
import { $conversationList, chatCounter, chatStore, newMessageDialog } from '../../../../src/modules/chat/store.ts';
import ChatTopBarItem from '../../../../src/modules/chat/components/chat-top-bar-item.tsx';
import { chatModule } from '../../../../src/modules/chat/index.ts';
import ConversationPage from '../../../../src/modules/chat/pages/conversation-page.tsx';
import ConversationsPage from '../../../../src/modules/chat/pages/conversations-page.tsx';
import { chatWorld, type ChatWorld } from '../chat-world.ts';

let w: ChatWorld;

beforeAll(async () => {
  registerMessages('chat', chatModule.messages!);
  await loadMessages(['chat', 'core']);
});
beforeEach(async () => {
  w = await chatWorld({ instructions: { register_intro_closed: true, android_app_closed: true } });
});
// The page's chat stores stay mounted 1 s after their last listener (nanostores), bound to the
// session they mounted with: the next test's dialog would follow the previous test's member (who had
// already seen it). Unmounted at once, as a fresh page starts.
afterEach(() => {
  cleanup();
  cleanStores(
    newMessageDialog.$open,
    chatCounter.$chatUnread,
    $conversationList,
    chatStore.$conversations,
    chatStore.$threads,
  );
  newMessageDialog.close();
  chatStore.reset();
  chatCounter.reset();
  w.close();
});

function renderAt(path: string, page: 'list' | 'conversation' | 'top-bar') {
  const location = memoryLocation({ path, record: true });
  const conversationId = /^\/chat\/(.+)$/.exec(path)?.[1];
  const ui =
    page === 'list' ? (
      <ConversationsPage />
    ) : page === 'conversation' ? (
      <ConversationPage params={{ conversationId: conversationId! }} />
    ) : (
      <ChatTopBarItem />
    );
  render(<Router hook={location.hook}>{ui}</Router>);
  return location;
}

describe('chat conversations screen', () => {
  it('lists the conversations with the other member, the last message and the unread count.', async () => {
    await w.bobSays('Are you coming tonight?');
    await w.bobSays('Bring the cable please');
    renderAt('/chat', 'list');
    const item = await screen.findByRole('link', { name: /Bob Builder/ });
    expect(item.textContent).toContain('Bring the cable please');
    expect(within(item).getByText('2 unread')).toBeVisible();
    expect(item.getAttribute('href')).toMatch(/^\/chat\/\d+$/);
  });

  it('keeps its headings in order: no level skipped (the start form is under the list heading).', async () => {
    await w.bobSays('Hello');
    renderAt('/chat', 'list');
    await screen.findByRole('link', { name: /Bob Builder/ });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);
    expect(levels[0]).toBe(1);
  });

  it('says so when there is no conversation yet.', async () => {
    renderAt('/chat', 'list');
    expect(await screen.findByText('No conversations yet. Start one below.')).toBeVisible();
  });

  it('shows the load error with a retry.', async () => {
    w.world.app.deps.config.features.chat = false;
    renderAt('/chat', 'list');
    expect(await screen.findByText(/The conversations could not be loaded\./)).toBeVisible();
    w.world.app.deps.config.features.chat = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet. Start one below.')).toBeVisible();
  });

  it('resets the chat unread counter to zero on opening the conversations (docs/spec.md §4).', async () => {
    chatCounter.seed({ unread_count: 3, unread_message_conversation_id: 1 });
    renderAt('/chat', 'list');
    expect(chatCounter.$chatUnread.get().count).toBe(0);
  });

  it('starts a conversation by email and goes to it; a wrong email shows the server text and keeps the input.', async () => {
    const location = renderAt('/chat', 'list');
    const email = screen.getByLabelText(/Member’s email address/);
    await userEvent.type(email, 'nobody@club.test');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('The selected email is invalid.')).toBeVisible();
    expect((email as HTMLInputElement).value).toBe('nobody@club.test');

    await userEvent.clear(email);
    await userEvent.type(email, 'bob@club.test');
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/chat\/\d+$/));
  });
});

describe('chat conversation view', () => {
  it('shows the messages as plain text, oldest first, and marks the conversation read.', async () => {
    const first = await w.bobSays('<img src=x onerror=alert(1)>');
    await w.bobSays('second line\nthird line');
    renderAt(`/chat/${first.conversation_id}`, 'conversation');
    const log = await screen.findByRole('log', { name: 'Messages with Bob Builder' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    const items = within(log).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(log.querySelector('img')).toBeNull();
    expect(items[1]!.querySelector('.club-chat-bubble__body')!.textContent).toBe('second line\nthird line');
    await waitFor(async () =>
      expect(
        (await w.world.call('GET', '/api/chat/conversations', { token: w.adaToken })).body.data[0].unread_count,
      ).toBe(0),
    );
    expect(w.session.$session.get().chat.lastConversationId).toBe(first.conversation_id);
  });

  it('sends with Enter and empties the box; Shift+Enter makes a new line instead.', async () => {
    const first = await w.bobSays('Hi Ada');
    renderAt(`/chat/${first.conversation_id}`, 'conversation');
    const box = await screen.findByLabelText('Message to Bob Builder');
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect((box as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(w.world.broadcasts).toHaveLength(1); // only Bob's
    await userEvent.type(box, '{Enter}');
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem')[1]!.textContent).toContain('Line one\nLine two');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(w.world.broadcasts.at(-1)!.payload).toMatchObject({
      message: { body: 'Line one\nLine two', sender_id: w.ada.id },
    });
  });

  it('keeps the typed text and shows the error when sending fails.', async () => {
    const first = await w.bobSays('Hi Ada');
    renderAt(`/chat/${first.conversation_id}`, 'conversation');
    const box = await screen.findByLabelText('Message to Bob Builder');
    await within(await screen.findByRole('log')).findByText('Hi Ada');
    w.world.app.deps.config.features.chat = false;
    await userEvent.type(box, 'Are you there?{Enter}');
    // The composer's problem line is announced (role alert); happy-dom would hide it by its `:empty` rule,
    // which it applies to an element holding text too.
    expect(await screen.findByText('Not found.')).toHaveAttribute('role', 'alert');
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
  });

  it('refuses a message over 5000 characters before sending and says by how much.', async () => {
    const first = await w.bobSays('Hi Ada');
    renderAt(`/chat/${first.conversation_id}`, 'conversation');
    const box = (await screen.findByLabelText('Message to Bob Builder')) as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(5003));
    expect(screen.getByText('The message is 3 characters too long.')).toHaveAttribute('role', 'alert');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a message arriving over realtime in the open conversation.', async () => {
    const first = await w.bobSays('Hi Ada');
    renderAt(`/chat/${first.conversation_id}`, 'conversation');
    const log = await screen.findByRole('log');
    await within(log).findByText('Hi Ada');
    const live = await w.bobSays('Live message');
    act(() => chatStore.receive({ message: live }));
    expect(await within(log).findByText('Live message')).toBeVisible();
    expect(chatCounter.$chatUnread.get().count).toBe(0);
  });

  it('says the messages could not be loaded for a conversation of other members.', async () => {
    renderAt('/chat/999', 'conversation');
    expect(await screen.findByText(/The messages could not be loaded\./)).toBeVisible();
  });
});

describe('chat top bar icon and new-message dialog', () => {
  it('shows the unread chat count on the chat link, in the singular for one.', async () => {
    chatCounter.seed({ unread_count: 1, unread_message_conversation_id: 1 });
    renderAt('/dashboard', 'top-bar');
    const link = screen.getByRole('link', { name: 'Chat, 1 unread chat message' });
    expect(link.getAttribute('href')).toBe('/chat');
  });

  it('opens the new-message dialog for more than one unread message; confirming opens the chat conversations.', async () => {
    const location = renderAt('/dashboard', 'top-bar');
    act(() => chatCounter.seed({ unread_count: 2, unread_message_conversation_id: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'New messages' });
    expect(dialog.textContent).toContain('You have 2 unread chat messages.');
    expect(w.session.$session.get().chat.realized_new_message).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open chat' }));
    expect(location.history.at(-1)).toBe('/chat');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes the new-message dialog with 'Later' and stays where it was.", async () => {
    const location = renderAt('/dashboard', 'top-bar');
    act(() => chatCounter.seed({ unread_count: 5, unread_message_conversation_id: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'New messages' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Later' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history.at(-1)).toBe('/dashboard');
  });
});
