// What, when, where, price and seats of one appointment, with the member's ticket and the
// club's cancellation shown as tags.
import { useStore } from '@nanostores/react';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import type { Appointment } from '../types.ts';
import { appointmentWhen } from '../store/when.ts';
import { seatsText } from '../store/seats.ts';

export function AppointmentFacts({
  appointment: a,
  headingLevel = 3,
}: {
  appointment: Appointment;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useStore($i18n);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const seats = seatsText(a, t, locale);
  return (
    <>
      <Heading className="club-appointment__title">
        {a.title}
        {a.status === 'cancelled' && (
          <span className="club-appointment-tag club-appointment-tag--cancelled">
            {t('appointment.cancelledByClub')}
          </span>
        )}
        {a.status !== 'cancelled' && a.has_ended && (
          <span className="club-appointment-tag">{t('appointment.past')}</span>
        )}
        {a.my_ticket && (
          <span className={cx('club-appointment-tag', `club-appointment-tag--${a.my_ticket.status}`)}>
            {t(`appointment.ticketStatuses.${a.my_ticket.status}`)}
          </span>
        )}
      </Heading>
      <p className="club-appointment__when">{appointmentWhen(a.starts_at, a.ends_at, locale)}</p>
      <p className="club-appointment__where">{a.location}</p>
      {a.description && <p className="club-appointment__description">{a.description}</p>}
      <p className="club-appointment__meta">
        <span>{a.price_cents > 0 ? cents(a.price_cents, a.currency, locale) : t('appointment.free')}</span>
        <span>{seats}</span>
      </p>
    </>
  );
}
