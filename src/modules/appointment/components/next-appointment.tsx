// The member's next appointment from $nextAppointment: for the dashboard card and a later ticket
// widget. No router import: links come in through `link` and `hrefOf`.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { appointmentPaths } from '../store/paths.ts';
import { $nextAppointment, loadNextAppointment } from '../store.ts';
import { appointmentWhen } from '../store/when.ts';
import { PlainLink, type LinkComponent } from '../../../ui/link.tsx';

export interface NextAppointmentProps {
  link?: LinkComponent;
  hrefOf?: (path: string) => string;
}

export function NextAppointment({ link: Link = PlainLink, hrefOf = (path) => path }: NextAppointmentProps) {
  const { t, locale } = useStore($i18n);
  const { data: appointment, status, error } = useStore($nextAppointment);

  if (appointment) {
    return (
      <div className="club-next-appointment">
        <p className="club-next-appointment__title">{appointment.title}</p>
        <p className="club-next-appointment__when">
          {appointmentWhen(appointment.starts_at, appointment.ends_at, locale)}
        </p>
        <p className="club-next-appointment__where">{appointment.location}</p>
        <Link href={hrefOf(appointmentPaths.registerTicket(appointment.label))} className="club-next-appointment__link">
          {t('appointment.next.showTicket')}
        </Link>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="club-next-appointment">
        <p role="alert" className="club-appointment-problem">
          {t('appointment.failed', { reason: messageOf(error, t) })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void loadNextAppointment()}>
          {t('appointment.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'ready') {
    return (
      <div className="club-next-appointment">
        <p className="club-appointment-empty">{t('appointment.next.none')}</p>
        <Link href={hrefOf(appointmentPaths.appointments)} className="club-next-appointment__link">
          {t('appointment.next.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="club-next-appointment" aria-busy="true">
      <span className="club-visually-hidden" role="status">
        {t('appointment.next.loading')}
      </span>
      <Skeleton lines={3} />
    </div>
  );
}
