// $nextAppointment: the signed-in member's next appointment with a registered ticket, for the
// dashboard card and a later ticket widget. Fetched whenever a view starts showing it (a ticket
// may have been registered or cancelled meanwhile); it belongs to one member, like $wallet
// (core/resource/member-resource.ts).
import { createMemberResource, type MemberStatus } from '../../core/resource/member-resource.ts';
import { getNextAppointment } from './api.ts';
import type { Appointment } from './types.ts';

export type NextStatus = MemberStatus;

const next = createMemberResource<Appointment | null>(() =>
  getNextAppointment().then(({ appointment }) => appointment),
);

/** The appointment itself (null: none, or not loaded: see $nextAppointmentStatus). */
export const $nextAppointment = next.$data;

export const $nextAppointmentStatus = next.$status;

export const $nextAppointmentError = next.$error;

/** GET appointments/next for the member signed in now (one request at a time per member). */
export const loadNextAppointment: () => Promise<Appointment | null> = next.load;

/** Forgets the loaded appointment (tests; a fresh start). */
export const resetNextAppointment: () => void = next.reset;
