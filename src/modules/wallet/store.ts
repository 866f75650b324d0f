// $wallet: the signed-in member's wallet summary (balance, pending credits, newest entries), for
// the dashboard card, the overview page and the wallet-summary widget. It is fetched whenever a
// view starts showing it (money moves elsewhere: a ticket, an order), keeping the last answer on
// screen meanwhile. A summary belongs to one member: after logout or a switch of member it is
// null until loaded for the new one.
import { atom, computed, onMount } from 'nanostores';
import { $session } from '../../core/session.ts';
import { getWallet } from './api.ts';
import type { WalletSummary } from './types.ts';

export type WalletStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface WalletState {
  userId: number | null;
  summary: WalletSummary | null;
  status: WalletStatus;
  error: unknown;
}

const $state = atom<WalletState>({ userId: null, summary: null, status: 'idle', error: null });
const currentUserId = () => ($session.get().isLoggedIn ? ($session.get().user?.id ?? null) : null);
const mine = (state: WalletState, userId: number | null) => userId !== null && state.userId === userId;

export const $wallet = computed([$state, $session], (state, session) => (mine(state, session.user?.id ?? null) ? state.summary : null));

/** 'loading' also while an older summary is still shown. */
export const $walletStatus = computed([$state, $session], (state, session): WalletStatus => (mine(state, session.user?.id ?? null) ? state.status : 'idle'));

export const $walletError = computed([$state, $session], (state, session) => (mine(state, session.user?.id ?? null) && state.status === 'failed' ? state.error : null));

let inflight: { userId: number; job: Promise<WalletSummary | null> } | null = null;

/** GET wallet for the member signed in now (one request at a time per member). */
export function loadWallet(): Promise<WalletSummary | null> {
  const userId = currentUserId();
  if (userId === null) return Promise.resolve(null);
  if (inflight?.userId === userId) return inflight.job;
  const previous = $state.get();
  $state.set({ userId, summary: previous.userId === userId ? previous.summary : null, status: 'loading', error: null });
  const job = getWallet().then(
    (summary) => {
      if (currentUserId() === userId) $state.set({ userId, summary, status: 'ready', error: null });
      return summary;
    },
    (error: unknown) => {
      if (currentUserId() === userId) $state.set({ ...$state.get(), status: 'failed', error });
      throw error;
    },
  );
  const entry = { userId, job };
  inflight = entry;
  void job.finally(() => {
    if (inflight === entry) inflight = null;
  }).catch(() => {});
  return job;
}

// Resources follow the screen: the first view to show $wallet fetches it, and a change of member
// while it is shown fetches the new member's.
onMount($wallet, () => {
  void loadWallet().catch(() => {});
  let userId = currentUserId();
  return $session.listen(() => {
    const next = currentUserId();
    if (next === userId) return;
    userId = next;
    void loadWallet().catch(() => {});
  });
});

/** Forgets the loaded summary (tests; a fresh start). */
export function resetWallet(): void {
  inflight = null;
  $state.set({ userId: null, summary: null, status: 'idle', error: null });
}
