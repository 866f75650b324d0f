// $nextAppointment: the signed-in member's next appointment with a registered ticket, for the
// dashboard card and a later ticket widget, loaded whenever a view starts showing it (a ticket
// may have been registered or cancelled meanwhile; core/resource/resource.ts).
import { createFetcher } from '../../core/resource/resource.ts';
import { getNextAppointment } from './api.ts';
import type { Appointment } from './types.ts';

const next = createFetcher<Appointment | null>({
  fetch: () => getNextAppointment().then(({ appointment }) => appointment),
});

/** The state of GET appointments/next (data null: none, or not loaded yet: see status). */
export const $nextAppointment = next.at();

export const loadNextAppointment = (): Promise<Appointment | null> => next.load();

/** Forgets the loaded appointment (tests; a fresh start). */
export const resetNextAppointment = (): void => next.reset();
