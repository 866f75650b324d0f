// The updates of docs/spec.md §4 that change one field of the stored session. Functions of a session rather
// than its methods: a bundle keeps only those it calls, and the widget script calls none of them.
// The default arguments work on the browser's session; tests pass their own.
import { session as browserSession, type Session } from './session.ts';
import type { ConversationId } from './state.ts';
import type { Timestamp, User } from '../types.ts';

export function setUser(user: User, session: Session = browserSession): void {
  session.update(() => ({ user }));
}

export function setLanguage(language: string, session: Session = browserSession): void {
  session.update(() => ({ language }));
}

export function markAddressFilled(session: Session = browserSession): void {
  session.updateUser(() => ({ address_is_filled: true }));
}

export function markEmailVerified(session: Session = browserSession): void {
  session.updateUser(() => ({ email_verified: true }));
}

export function setTwoFactorEnabledAt(at: Timestamp | null, session: Session = browserSession): void {
  session.updateUser(() => ({ google2fa_enabled_at: at }));
}

export function setConversation(id: ConversationId | null, session: Session = browserSession): void {
  session.update((s) => ({ chat: { ...s.chat, lastConversationId: id } }));
}

export function noticeNewMessage(session: Session = browserSession): void {
  session.update((s) => ({ chat: { ...s.chat, realized_new_message: true } }));
}

export function setInstructionState(name: string, value: boolean, session: Session = browserSession): void {
  session.updateUser((u) => ({ instruction_state: { ...u.instruction_state, [name]: value } }));
}

/** Kept through logout: a visitor who came through a referral link registers later. */
export function setReferralHash(hash: string | null, session: Session = browserSession): void {
  session.update(() => ({ referral: { hash } }));
}

export function setWalletAddress(address: string | null, session: Session = browserSession): void {
  session.updateUser(() => ({ nft: { address } }));
}
