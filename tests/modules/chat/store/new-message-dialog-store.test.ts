// docs/spec.md §9 "New-message info dialog": shows when the register intro and the Android app hint were
// both closed, no new-message realisation was recorded, and the unread chat count is above 1;
// the dialog records that it was shown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession, type Session } from '../../../../src/core/session/session.ts';
import { defaultSessionState } from '../../../../src/core/session/state.ts';
import { createStorage } from '../../../../src/core/session/storage.ts';
import { createChatCounter } from '../../../../src/modules/chat/store/counter.ts';
import {
  createNewMessageDialog,
  shouldShowNewMessageDialog,
} from '../../../../src/modules/chat/store/new-message-dialog-store.ts';
import { makeAuth, makeUser } from '../../../core/session/fixtures.ts';
import { noticeNewMessage } from '../../../../src/core/session/updates.ts';

const closedFlags = { register_intro_closed: true, android_app_closed: true };
const state = (flags: Record<string, boolean> = closedFlags, realized = false) => ({
  ...defaultSessionState(),
  isLoggedIn: true,
  token: { access_token: 't', expires_in: 60, session_start: 0 },
  user: makeUser({ instruction_state: flags }),
  chat: { realized_new_message: realized, lastConversationId: null },
});

describe('new-message info dialog: when it shows (docs/spec.md §9)', () => {
  it('shows when both hints were closed, nothing was realised and more than one chat message is unread.', () => {
    expect(shouldShowNewMessageDialog(state(), 2)).toBe(true);
  });

  it('does not show while the register intro is open.', () => {
    expect(shouldShowNewMessageDialog(state({ register_intro_closed: false, android_app_closed: true }), 5)).toBe(
      false,
    );
  });

  it('does not show while the Android app hint is open (or was never closed).', () => {
    expect(shouldShowNewMessageDialog(state({ register_intro_closed: true, android_app_closed: false }), 5)).toBe(
      false,
    );
    expect(shouldShowNewMessageDialog(state({ register_intro_closed: true }), 5)).toBe(false);
  });

  it('does not show once a new-message realisation is recorded.', () => {
    expect(shouldShowNewMessageDialog(state(closedFlags, true), 5)).toBe(false);
  });

  it('does not show for one unread message or none (the count must be above 1).', () => {
    expect(shouldShowNewMessageDialog(state(), 1)).toBe(false);
    expect(shouldShowNewMessageDialog(state(), 0)).toBe(false);
  });

  it('does not show without a logged-in member.', () => {
    expect(shouldShowNewMessageDialog({ ...state(), isLoggedIn: false, token: null }, 5)).toBe(false);
  });
});

describe('new-message info dialog: store', () => {
  let session: Session;
  let counter: ReturnType<typeof createChatCounter>;
  let stop: () => void;

  beforeEach(() => {
    session = createSession({ storage: createStorage(null) });
    counter = createChatCounter();
  });
  afterEach(() => {
    stop?.();
    session.destroy();
  });

  const dialog = () => {
    const d = createNewMessageDialog({
      session: () => session.$session,
      $unread: counter.$chatUnread,
      noticeNewMessage: () => noticeNewMessage(session),
    });
    stop = d.$open.listen(() => {});
    return d;
  };

  it('opens when the unread count rises above 1 and records that it was shown (noticeNewMessage).', () => {
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    const d = dialog();
    counter.seed({ unread_count: 1, unread_message_conversation_id: 3 });
    expect(d.$open.get()).toBe(false);
    counter.seed({ unread_count: 2, unread_message_conversation_id: 3 });
    expect(d.$open.get()).toBe(true);
    expect(d.$count.get()).toBe(2);
    expect(session.$session.get().chat.realized_new_message).toBe(true);
  });

  it('stays open after recording, and does not open again once closed.', () => {
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    const d = dialog();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 3 });
    expect(d.$open.get()).toBe(true);
    d.close();
    counter.seed({ unread_count: 9, unread_message_conversation_id: 3 });
    expect(d.$open.get()).toBe(false);
  });

  it('closes when confirmed.', () => {
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    const d = dialog();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 3 });
    d.confirm();
    expect(d.$open.get()).toBe(false);
  });

  it('closes when the session locks (docs/spec.md §4: lock closes any open dialog).', () => {
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    const d = dialog();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 3 });
    session.lock();
    expect(d.$open.get()).toBe(false);
  });

  it('shows again after a new login (logout clears the chat state).', () => {
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    const d = dialog();
    counter.seed({ unread_count: 3, unread_message_conversation_id: 3 });
    d.close();
    session.logout();
    session.login(makeAuth({}, { instruction_state: closedFlags }));
    counter.seed({ unread_count: 4, unread_message_conversation_id: 3 });
    expect(d.$open.get()).toBe(true);
  });
});
