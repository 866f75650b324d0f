// The free seats of an appointment as the member reads them, on its page and in <club-events>.
import type { Translate } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import type { Appointment } from '../types.ts';

export function seatsText(appointment: Pick<Appointment, 'seats_left'>, t: Translate, locale: string): string {
  const left = appointment.seats_left;
  if (left === null) return t('appointment.seats.unlimited');
  return left === 0 ? t('appointment.seats.full') : tPlural(t, 'appointment.seats.left', left, locale);
}
