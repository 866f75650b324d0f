// An appointment added to a world's database for a test: tomorrow, free, open to all, unless
// `fields` say otherwise.
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
