// The appointment module's dashboard card (docs/spec.md §2 Dashboard): 'Next appointment'. The portal
// renders it without props.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { adoptStyles } from '../../../ui/styles.ts';
import { NextAppointment } from './next-appointment.tsx';
import { appointmentCss } from './styles.ts';

export default function NextAppointmentCard() {
  const { t } = useStore($i18n);
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, appointmentCss);
  }, []);
  return (
    <section className="club-card club-appointment-card" aria-labelledby="club-appointment-card-title">
      <h2 id="club-appointment-card-title" className="club-card__title">
        {t('appointment.card.title')}
      </h2>
      <NextAppointment link={Link} />
    </section>
  );
}
