// Events in the staff area (Club:Events, docs/spec.md §10 "Events and appointments"): the list with
// seats taken and admitted, and the form that adds or edits one (price typed in euros, sent in cents).
import { atom, map } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import { createEvent, getEvents, updateEvent, type EventFields } from '../api.ts';
import type { StaffEvent } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const staffEvents = keyed(getEvents);

export interface EventForm {
  kind: 'event' | 'appointment';
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  /** As typed: '' for no limit. */
  capacity: string;
  /** Euros as typed: '12.50' or '12,50'. */
  price: string;
}

const BLANK: EventForm = {
  kind: 'event',
  title: '',
  description: '',
  location: '',
  starts_at: '',
  ends_at: '',
  capacity: '',
  price: '0',
};

/** '12,5' -> 1250 cents, without floating point; null when it is not a price. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function createEventFormStore(failedText: () => string, priceText: () => string) {
  const $form = map<EventForm>({ ...BLANK });
  const $editing = atom<StaffEvent | null>(null);
  const $errors = atom<Record<string, string[]>>({});
  const $problem = atom<string | null>(null);
  const $saved = atom<StaffEvent | null>(null);
  const $busy = atom(false);
  return {
    $form,
    $editing,
    $errors,
    $problem,
    $saved,
    $busy,
    set<K extends keyof EventForm>(key: K, value: EventForm[K]) {
      $form.setKey(key, value as never);
    },
    edit(event: StaffEvent | null) {
      $editing.set(event);
      $errors.set({});
      $problem.set(null);
      $form.set(
        event
          ? {
              kind: event.kind,
              title: event.title,
              description: event.description,
              location: event.location,
              starts_at: event.starts_at,
              ends_at: event.ends_at,
              capacity: event.capacity === null ? '' : String(event.capacity),
              price: euros(event.price_cents),
            }
          : { ...BLANK },
      );
    },
    async save(): Promise<boolean> {
      const form = $form.get();
      const price = centsOf(form.price);
      if (price === null) {
        $errors.set({ price_cents: [priceText()] });
        return false;
      }
      const fields: EventFields = {
        kind: form.kind,
        title: form.title,
        description: form.description,
        location: form.location,
        starts_at: form.starts_at,
        ends_at: form.ends_at,
        capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
        price_cents: price,
      };
      $busy.set(true);
      $errors.set({});
      $problem.set(null);
      try {
        const editing = $editing.get();
        const saved = editing ? await updateEvent(editing.id, fields) : await createEvent(fields);
        $saved.set(saved);
        $editing.set(null);
        $form.set({ ...BLANK });
        staffEvents.reload();
        return true;
      } catch (error) {
        if (error instanceof ValidationError) $errors.set(error.errors ?? {});
        $problem.set(problemOf(error, failedText()));
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
}
