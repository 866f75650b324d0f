// The wallet's realtime cue in the portal: while a wallet view is shown, App\Events\WalletUpdated
// on the member's private channel (and any reconnect) refetches the balance and bumps
// $walletCue, so open pages (an order awaiting payment, a withdrawal) reload too. Events are
// cues, never data (src/shared/contract/realtime-events.ts).
import { atom, onMount } from 'nanostores';
import { relay, retainRealtime } from '../../../core/realtime/index.ts';
import { userChannel } from '../../../core/realtime/index.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { WALLET_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { loadWallet } from '../store.ts';

const cue = atom(0);

/** Counts the cues received; a page that shows wallet data reloads when it changes. */
export const $walletCue = cue;

function start(): () => void {
  const releaseConnection = retainRealtime();
  const $session = getRuntime().session.$session;
  let userId: number | null = null;
  let stopEvents: (() => void) | null = null;
  const changed = () => {
    void loadWallet().catch(() => {});
    cue.set(cue.get() + 1);
  };
  const follow = () => {
    const next = $session.get().user?.id ?? null;
    if (next === userId) return;
    stopEvents?.();
    userId = next;
    // Echo's leading dot: the name is taken as is, not under App\Events.
    stopEvents = next === null ? null : relay.listen('private', userChannel(next), `.${WALLET_UPDATED_EVENT}`, changed);
  };
  follow();
  const stopSession = $session.listen(follow);
  const stopReconnect = relay.onReconnect(changed);
  return () => {
    stopSession();
    stopReconnect();
    stopEvents?.();
    releaseConnection();
  };
}

onMount(cue, start);
