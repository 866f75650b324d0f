// $wallet: the signed-in member's wallet summary (balance, pending credits, newest entries), for
// the dashboard card, the overview page and the wallet-summary widget, loaded whenever a view
// starts showing it (money moves elsewhere: a ticket, an order; core/resource/resource.ts). The
// WalletUpdated cue on the member's channel fetches every wallet view's data again.
import { onMemberCue } from '../../core/realtime/index.ts';
import { createFetcher } from '../../core/resource/resource.ts';
import { WALLET_UPDATED_EVENT } from '../../shared/contract/realtime-events.ts';
import { getWallet } from './api.ts';
import type { WalletSummary } from './types.ts';

/** Events are cues, never data (src/shared/contract/realtime-events.ts): the shown keys refetch. */
export const walletCues = [(refetch: () => void) => onMemberCue(WALLET_UPDATED_EVENT, refetch)];

const wallet = createFetcher<WalletSummary>({ fetch: getWallet, cues: walletCues });

/** The summary's state ('loading' also while an older summary is still shown). */
export const $wallet = wallet.at();

/** GET wallet for the member signed in now; null when it failed or nobody is signed in. */
export const loadWallet = (): Promise<WalletSummary | null> => wallet.load();

/** Forgets the loaded summary (tests; a fresh start). */
export const resetWallet = (): void => wallet.reset();
