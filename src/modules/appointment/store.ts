// $nextAppointment: the signed-in member's next appointment with a registered ticket, for the
// dashboard card and a later ticket widget. Fetched whenever a view starts showing it (a ticket
// may have been registered or cancelled meanwhile); it belongs to one member, like $wallet.
import { atom, computed, onMount } from 'nanostores';
import { $session } from '../../core/session.ts';
import { getNextAppointment } from './api.ts';
import type { Appointment } from './types.ts';

export type NextStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface NextState {
  userId: number | null;
  appointment: Appointment | null;
  status: NextStatus;
  error: unknown;
}

const $state = atom<NextState>({ userId: null, appointment: null, status: 'idle', error: null });
const currentUserId = () => ($session.get().isLoggedIn ? ($session.get().user?.id ?? null) : null);
const mine = (state: NextState, userId: number | null) => userId !== null && state.userId === userId;

/** The appointment itself (null: none, or not loaded: see $nextAppointmentStatus). */
export const $nextAppointment = computed([$state, $session], (state, session) => (mine(state, session.user?.id ?? null) ? state.appointment : null));

export const $nextAppointmentStatus = computed([$state, $session], (state, session): NextStatus => (mine(state, session.user?.id ?? null) ? state.status : 'idle'));

export const $nextAppointmentError = computed([$state, $session], (state, session) => (mine(state, session.user?.id ?? null) && state.status === 'failed' ? state.error : null));

let inflight: { userId: number; job: Promise<Appointment | null> } | null = null;

/** GET appointments/next for the member signed in now (one request at a time per member). */
export function loadNextAppointment(): Promise<Appointment | null> {
  const userId = currentUserId();
  if (userId === null) return Promise.resolve(null);
  if (inflight?.userId === userId) return inflight.job;
  const previous = $state.get();
  $state.set({ userId, appointment: previous.userId === userId ? previous.appointment : null, status: 'loading', error: null });
  const job = getNextAppointment().then(
    ({ appointment }) => {
      if (currentUserId() === userId) $state.set({ userId, appointment, status: 'ready', error: null });
      return appointment;
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

onMount($nextAppointment, () => {
  void loadNextAppointment().catch(() => {});
  let userId = currentUserId();
  return $session.listen(() => {
    const next = currentUserId();
    if (next === userId) return;
    userId = next;
    void loadNextAppointment().catch(() => {});
  });
});

/** Forgets the loaded appointment (tests; a fresh start). */
export function resetNextAppointment(): void {
  inflight = null;
  $state.set({ userId: null, appointment: null, status: 'idle', error: null });
}
