// Telling the member about a wallet change: the WalletUpdated cue on their private channel (the
// portal and the wallet widget refetch over HTTP) and, for the club's decisions, a notification.
// Notification texts name the order or withdrawal and the amount only, never what was bought.
import { WALLET_UPDATED_EVENT } from '../../src/shared/contract/realtime-events.ts';
import type { AppDeps } from '../http/env.ts';
import { notify, type Notice } from '../notifications/notify.ts';
import { userChannel } from '../realtime/broadcasting-auth.ts';
import { findUserById } from '../auth/repository-users.ts';
import type { Locale } from '../lang/locale.ts';

/** The cue; a failed broadcast is logged (the client reconciles over HTTP on reconnect). */
export async function walletUpdated(deps: Pick<AppDeps, 'broadcaster' | 'log'>, userId: number): Promise<void> {
  try {
    await deps.broadcaster.broadcast([userChannel(userId)], WALLET_UPDATED_EVENT, {});
  } catch (error) {
    deps.log.warn('WalletUpdated not broadcast', {
      userId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Stores and broadcasts a notification in the member's language, then the cue. */
export async function notifyWalletChange(
  deps: AppDeps,
  userId: number,
  notice: Notice,
  status: 'success' | 'warning',
  /** The portal route it is about (docs/spec.md §4 "Notification links"). */
  url?: string,
): Promise<void> {
  const user = findUserById(deps.db, userId);
  if (!user) return;
  const locale: Locale = user.language === 'de' ? 'de' : 'en';
  await notify(deps, user, { ...notice(locale), class: 'fa fa-wallet', status, url, topic: 'wallet' });
  await walletUpdated(deps, userId);
}
