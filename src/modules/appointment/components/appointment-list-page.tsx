// The appointments list (docs/spec.md §2 'appointments') and the public events list ('event'): upcoming
// first, each with register / cancel where the server allows it and a link to its own screen.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { createAppointmentList } from '../store/lists.ts';
import { appointmentPaths } from '../store/paths.ts';
import { idleAction } from '../store/tickets.ts';
import type { AppointmentKind } from '../types.ts';
import { AppointmentFacts } from './appointment-facts.tsx';
import { AppointmentPage } from './appointment-page.tsx';
import { LoadStateView } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { TicketButtons } from './ticket-buttons.tsx';

export function AppointmentListPage({ kind }: { kind: AppointmentKind }) {
  const { t } = useStore($i18n);
  // Upcoming only, by default; ?view=past shows ended and cancelled ones.
  const when = new URLSearchParams(useSearch()).get('view') === 'past' ? 'past' : 'upcoming';
  const list = useMemo(() => createAppointmentList(kind, when), [kind, when]);
  const state = useStore(list.at(useStore(list.$page)));
  const actions = useStore(list.$actions);
  const texts = kind === 'event' ? 'appointment.events' : 'appointment.appointments';
  const base = kind === 'event' ? ('/event' as const) : ('/appointments' as const);

  return (
    <AppointmentPage title={t(`${texts}.title`)} intro={t(when === 'past' ? `${texts}.introPast` : `${texts}.intro`)}>
      <nav className="club-appointment-views" aria-label={t('appointment.views.label')}>
        <Link
          href={base}
          aria-current={when === 'upcoming' ? 'page' : undefined}
          className="club-appointment-views__link"
        >
          {t('appointment.views.upcoming')}
        </Link>
        <Link
          href={appointmentPaths.past(base)}
          aria-current={when === 'past' ? 'page' : undefined}
          className="club-appointment-views__link"
        >
          {t('appointment.views.past')}
        </Link>
        <Link href={appointmentPaths.myTickets()} className="club-appointment-views__link">
          {t('appointment.myTickets.title')}
        </Link>
      </nav>
      <Link
        href={kind === 'event' ? appointmentPaths.appointments : appointmentPaths.events}
        className="club-appointment__other"
      >
        {t(`${texts}.other`)}
      </Link>
      <LoadStateView
        state={state}
        loadingLabel={t(`${texts}.loading`)}
        notFound={t(`${texts}.empty`)}
        onRetry={() => void list.load()}
      >
        {(page) => (
          <>
            {page.data.length === 0 ? (
              <p className="club-appointment-empty">{t(when === 'past' ? `${texts}.emptyPast` : `${texts}.empty`)}</p>
            ) : (
              <ul className="club-appointment-list">
                {page.data.map((appointment) => (
                  <li key={appointment.id} className="club-card club-appointment">
                    <AppointmentFacts appointment={appointment} />
                    <TicketButtons
                      appointment={appointment}
                      action={actions[String(appointment.id)] ?? idleAction}
                      onRegister={() => void list.register(appointment)}
                      onCancel={() => void list.cancel(appointment)}
                    />
                    <Link
                      href={appointmentPaths.registerTicket(appointment.label)}
                      className="club-appointment__details"
                    >
                      {t('appointment.details', { title: appointment.title })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              label={t(`${texts}.title`)}
              busy={state.status === 'loading'}
              onPage={(n) => list.$page.set(n)}
            />
          </>
        )}
      </LoadStateView>
    </AppointmentPage>
  );
}
