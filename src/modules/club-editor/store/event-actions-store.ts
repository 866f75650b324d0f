// One event's staff actions (Club:Events, docs/spec.md §10 "Events and appointments"): its attendee
// list, and cancelling it with a reason (the server cancels the tickets and refunds paid ones).
import { atom } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { cancelEvent, getAttendees } from '../api.ts';
import type { EventCancelled } from '../types.ts';
import { staffEvents } from './events-store.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

/** Each event's attendee list, loaded when shown. */
export const eventAttendees = keyed(getAttendees);

export function createEventActionsStore(eventId: number, failedText: () => string) {
  const $cancelled = atom<EventCancelled | null>(null);
  const $errors = atom<Record<string, string[]>>({});
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  return {
    $cancelled,
    $errors,
    $problem,
    $busy,
    async cancel(reason: string): Promise<void> {
      $busy.set(true);
      $errors.set({});
      $problem.set(null);
      try {
        $cancelled.set(await cancelEvent(eventId, reason.trim()));
        staffEvents.reload();
        eventAttendees.reload();
      } catch (error) {
        if (error instanceof ValidationError) $errors.set(error.errors ?? {});
        else $problem.set(problemOf(error, failedText()));
      } finally {
        $busy.set(false);
      }
    },
  };
}
