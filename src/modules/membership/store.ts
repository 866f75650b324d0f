// The card page's data: loaded each time the page starts showing it; a refusal (no active membership,
// age not checked) keeps the server's sentence to show; no membership at all says so.
import { atom, onStart } from 'nanostores';
import { messageOf } from '../../core/api/errors.ts';
import { t } from '../../core/i18n/i18n.ts';
import { getCard } from './api.ts';
import type { ShownCard } from './types.ts';

export type CardState =
  | { status: 'loading' }
  | { status: 'ready'; shown: ShownCard }
  | { status: 'refused'; text: string }
  | { status: 'failed' };

export const $card = atom<CardState>({ status: 'loading' });

export async function loadCard(): Promise<void> {
  if ($card.get().status !== 'ready') $card.set({ status: 'loading' });
  try {
    $card.set({ status: 'ready', shown: await getCard() });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403) $card.set({ status: 'refused', text: messageOf(error, t) });
    else if (status === 404) $card.set({ status: 'refused', text: t('membership.none') });
    else $card.set({ status: 'failed' });
  }
}

onStart($card, () => void loadCard());
