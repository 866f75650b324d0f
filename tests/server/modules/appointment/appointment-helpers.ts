// An appointment added to a world's database for a test: tomorrow, free, open to all, unless
// `fields` say otherwise; and the paid event staff create over the API in the tests (SUMMER_FEST).
import { toTimestamp } from '../../../../server/clock.ts';
import { insertAppointment } from '../../../../server/modules/appointment/repository.ts';
import type { WalletWorld } from '../wallet/wallet-helpers.ts';

export type AppointmentFields = Partial<Parameters<typeof insertAppointment>[1]>;

export function addAppointment(w: WalletWorld, fields: AppointmentFields = {}) {
  const now = w.clock.now().getTime();
  return insertAppointment(w.db, {
    kind: 'appointment',
    title: 'Extra',
    description: '',
    location: 'Here',
    capacity: null,
    priceCents: 0,
    startsAt: toTimestamp(new Date(now + 86_400_000)),
    endsAt: toTimestamp(new Date(now + 90_000_000)),
    now: toTimestamp(new Date(now)),
    ...fields,
  });
}

/** The body of POST club/events for a paid event with 40 seats (docs/spec.md §10 "Events"). */
export const SUMMER_FEST = {
  kind: 'event',
  title: 'Summer fest',
  location: 'Club garden',
  starts_at: '2026-07-01T16:00:00Z',
  ends_at: '2026-07-01T22:00:00Z',
  capacity: 40,
  price_cents: 1250,
} as const;
