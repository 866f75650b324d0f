// When an appointment takes place, in the viewer's language and time zone (docs/spec.md §9 via Intl):
// en 'Saturday, January 3, 2026, 5:00 PM – 7:00 PM', the end's date only when it differs.
import { dateTime } from '../../../core/format.ts';

export function appointmentWhen(startsAt: string, endsAt: string, locale: string): string {
  const start = dateTime(startsAt, locale, { dateStyle: 'full', timeStyle: 'short' });
  const sameDay =
    dateTime(startsAt, locale, { dateStyle: 'short' }) === dateTime(endsAt, locale, { dateStyle: 'short' });
  const end = dateTime(endsAt, locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
  return `${start} – ${end}`;
}
