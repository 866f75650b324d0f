// The club's next appointments and events for the events widget (docs/spec.md §9 "<club-events>"):
// the first page of each list (GET events, GET appointments) as one list, soonest first, and the
// register action. Live: AppointmentSeatsChanged on `private-club.appointments`, which any
// signed-in member hears when someone takes or gives back a seat, fetches the list again (the cue
// names the appointment only, docs/threats.md T49). No portal imports: the embed uses it as it is.
import { atom } from 'nanostores';
import { followCue } from '../../../core/realtime/index.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { APPOINTMENT_SEATS_EVENT, APPOINTMENTS_CHANNEL } from '../../../shared/contract/realtime-events.ts';
import { getAppointments, getEvents, registerTicket } from '../api.ts';
import type { Appointment } from '../types.ts';

const bySoonest = (a: Appointment, b: Appointment) =>
  a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id;

const upcoming = createFetcher({
  fetch: async (): Promise<Appointment[]> => {
    const [events, appointments] = await Promise.all([getEvents(1), getAppointments(1)]);
    return [...events.data, ...appointments.data].sort(bySoonest);
  },
  cues: [
    (refetch) => followCue({ type: 'private', channel: APPOINTMENTS_CHANNEL, event: APPOINTMENT_SEATS_EVENT, refetch }),
  ],
});

/** The list's state; showing it loads it. */
export const $upcoming = upcoming.at();

export const refreshUpcoming = (): Promise<Appointment[] | null> => upcoming.load();

export interface Registration {
  /** The appointment being registered for, or null. */
  busy: number | null;
  /** The last registration: its title, and the refusal (null: it went through). */
  last: { title: string; error: unknown } | null;
}

/** One registration at a time; the last one's outcome stays shown for the widget, as the list may drop its item (cancelled). */
export const $registration = atom<Registration>({ busy: null, last: null });

/**
 * POST appointments/{id}/tickets. Done, the appointment the server answered (seats, own ticket)
 * takes its place; refused (full, started...), the list is fetched again and the reason kept.
 */
export async function register(appointment: Appointment): Promise<void> {
  if ($registration.get().busy !== null) return;
  const { title } = appointment;
  $registration.set({ busy: appointment.id, last: null });
  try {
    const ticket = await registerTicket(appointment.id);
    const list = upcoming.at().value?.data;
    if (list)
      upcoming.set(
        [],
        list.map((item) => (item.id === ticket.appointment.id ? ticket.appointment : item)),
      );
    $registration.set({ busy: null, last: { title, error: null } });
  } catch (error) {
    $registration.set({ busy: null, last: { title, error } });
    void upcoming.load();
  }
}

/** Forgets the list and the last registration (tests). */
export function resetUpcoming(): void {
  upcoming.reset();
  $registration.set({ busy: null, last: null });
}
