// The growing module's data as fetchers (core/resource/resource.ts): $quota, the signed-in member's
// quota meter (KCanG §19 (3)) for the dashboard card and the growing pages, loaded whenever a view
// starts showing it; the overview's lists and the sale page's menu; and what a member does there.
import { downloadBase64Pdf } from '../../core/pdf.ts';
import { createFetcher } from '../../core/resource/resource.ts';
import {
  cancelReservation as postCancel,
  getHandoverPdf,
  getHandovers,
  getQuota,
  getReservations,
  getSlots,
  getStrains,
  setDateOfBirth,
} from './api.ts';
import type { Quota, Strain } from './types.ts';
import { createConfirmAction } from '../../core/confirm-action.ts';
import { onMemberCue } from '../../core/realtime/index.ts';
import { GROWING_UPDATED_EVENT, WALLET_UPDATED_EVENT } from '../../shared/contract/realtime-events.ts';

// A handover at the counter, a recall or an expired reservation changes them on the server: its
// GrowingUpdated cue (docs/spec.md §12 "Counter") makes what is shown load again, without a reload;
// a handover or a reservation also moves the wallet, so WalletUpdated is the growing pages' cue too.
const growingCues = [
  (refetch: () => void) => onMemberCue(GROWING_UPDATED_EVENT, refetch),
  (refetch: () => void) => onMemberCue(WALLET_UPDATED_EVENT, refetch),
];

const quota = createFetcher<Quota>({ fetch: getQuota, cues: growingCues });

export const $quota = quota.at();
export const loadQuota = (): Promise<Quota | null> => quota.load();
export const resetQuota = (): void => quota.reset();

/** The overview's reservations and distribution record, loaded together. */
export const records = createFetcher({
  fetch: () =>
    Promise.all([getReservations(), getHandovers()]).then(([reservations, handovers]) => ({ reservations, handovers })),
  cues: growingCues,
});

/** The sale page's strain menu and pickup slots, loaded together. */
export const menu = createFetcher({
  fetch: () => Promise.all([getStrains(), getSlots()]).then(([strains, slots]) => ({ strains, slots })),
  cues: growingCues,
});

/** A reservation or its cancellation moved quota, stock and money: what shows them loads again. */
export function reservationsChanged(): void {
  void loadQuota();
  records.invalidate();
  menu.invalidate();
}

/** Cancels a reservation before pickup, once the member confirmed (quota, stock and money are released). */
export const reservationCancel = createConfirmAction((label: string) => postCancel(label).then(reservationsChanged));

/** The price of `grams` (as typed, '2,5' too) of a strain: what the reservation will hold; null while not a number. */
export function reservationPrice(
  strain: Pick<Strain, 'price_cents_per_gram'> | undefined,
  grams: string,
): number | null {
  const match = /^(\d{1,4})(?:[.,](\d))?$/.exec(grams.trim());
  if (!strain || !match) return null;
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? '0');
  return Math.round((strain.price_cents_per_gram * tenths) / 10);
}

/** Saves the distribution record as a PDF. Rejects when it cannot be fetched. */
export const downloadHandovers = () => getHandoverPdf().then((pdf) => downloadBase64Pdf(pdf.data, pdf.name));

/** Saves the date of birth; the quota follows (the law's limits depend on it). Rejects when refused. */
export const saveDateOfBirth = (date: string) => setDateOfBirth(date).then(() => void loadQuota());
