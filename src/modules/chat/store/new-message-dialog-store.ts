// The new-message info dialog of docs/spec.md §9: it opens when the register intro and the Android-app
// hint were both closed, no new-message realisation is recorded and more than one chat message
// is unread. Opening records the realisation (session.noticeNewMessage), so it shows once per
// login; it then stays open until the member confirms (the view goes to the chat) or closes it.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { SessionState } from '../../../core/session/session.ts';
import type { ChatUnread } from './counter.ts';

export function shouldShowNewMessageDialog(session: SessionState, unreadCount: number): boolean {
  const flags = session.user?.instruction_state ?? {};
  return (
    session.isLoggedIn &&
    flags.register_intro_closed === true &&
    flags.android_app_closed === true &&
    !session.chat.realized_new_message &&
    unreadCount > 1
  );
}

export interface NewMessageDialogDeps {
  /** Read when the dialog is first watched (the page's runtime is installed by then). */
  session: () => ReadableAtom<SessionState>;
  $unread: ReadableAtom<ChatUnread>;
  noticeNewMessage: () => void;
}

export function createNewMessageDialog(deps: NewMessageDialogDeps) {
  const $open = atom(false);
  /** The unread count when the dialog opened (the text shows it). */
  const $count = atom(0);

  onMount($open, () => {
    const $session = deps.session();
    const $due = computed([$session, deps.$unread], (session, unread) =>
      shouldShowNewMessageDialog(session, unread.count),
    );
    const stopDue = $due.subscribe((due) => {
      if (!due || $open.get()) return;
      $count.set(deps.$unread.get().count);
      $open.set(true);
      deps.noticeNewMessage();
    });
    // Lock and logout close any open dialog (docs/spec.md §4).
    const stopSession = $session.subscribe((session) => {
      if (!session.isLoggedIn) $open.set(false);
    });
    return () => {
      stopDue();
      stopSession();
    };
  });

  return {
    $open: $open as ReadableAtom<boolean>,
    $count: $count as ReadableAtom<number>,
    /** Closes it; the view then opens the chat conversations screen. */
    confirm(): void {
      $open.set(false);
    },
    close(): void {
      $open.set(false);
    },
  };
}

export type NewMessageDialog = ReturnType<typeof createNewMessageDialog>;
