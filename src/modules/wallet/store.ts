// $wallet: the signed-in member's wallet summary (balance, pending credits, newest entries), for
// the dashboard card, the overview page and the wallet-summary widget. Fetched whenever a view
// starts showing it (money moves elsewhere: a ticket, an order), keeping the last answer on screen
// meanwhile; it belongs to one member (core/resource/member-resource.ts).
import { createMemberResource, type MemberStatus } from '../../core/resource/member-resource.ts';
import { getWallet } from './api.ts';
import type { WalletSummary } from './types.ts';

export type WalletStatus = MemberStatus;

const wallet = createMemberResource<WalletSummary>(getWallet);

export const $wallet = wallet.$data;

/** 'loading' also while an older summary is still shown. */
export const $walletStatus = wallet.$status;

export const $walletError = wallet.$error;

/** GET wallet for the member signed in now (one request at a time per member). */
export const loadWallet: () => Promise<WalletSummary | null> = wallet.load;

/** Forgets the loaded summary (tests; a fresh start). */
export const resetWallet: () => void = wallet.reset;
