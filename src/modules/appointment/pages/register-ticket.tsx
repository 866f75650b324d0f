// docs/spec.md §2 'appointment/register-ticket/{label}': one appointment or event by its label, where the
// member registers a ticket (a paid one is paid from the wallet) or sees and cancels theirs.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { AppointmentFacts } from '../components/appointment-facts.tsx';
import { AppointmentPage } from '../components/appointment-page.tsx';
import { LoadStateView } from '../components/load-state.tsx';
import { TicketButtons } from '../components/ticket-buttons.tsx';
import { appointmentPaths } from '../store/paths.ts';
import { createRegisterTicket, tickets } from '../store/register-ticket.ts';
import { idleAction } from '../store/tickets.ts';
import type { Ticket } from '../types.ts';

function TicketFacts({ ticket }: { ticket: Ticket }) {
  const { t, locale } = useStore($i18n);
  return (
    <section className="club-card club-appointment-ticket" aria-labelledby="club-appointment-ticket-title">
      <h2 id="club-appointment-ticket-title" className="club-card__title">
        {t('appointment.ticket.title')}
      </h2>
      <dl className="club-appointment-facts">
        <div>
          <dt>{t('appointment.ticket.label')}</dt>
          <dd>{ticket.label}</dd>
        </div>
        <div>
          <dt>{t('appointment.ticket.status')}</dt>
          <dd>{t(`appointment.ticketStatuses.${ticket.status}`)}</dd>
        </div>
        <div>
          <dt>{t('appointment.ticket.registeredAt')}</dt>
          <dd>{dateTime(ticket.created_at, locale)}</dd>
        </div>
        <div>
          <dt>{t('appointment.ticket.price')}</dt>
          <dd>
            {ticket.price_cents > 0 ? cents(ticket.price_cents, ticket.currency, locale) : t('appointment.free')}
            {ticket.transaction_label && (
              <>
                {' · '}
                <Link href={appointmentPaths.walletTransaction(ticket.transaction_label)}>
                  {t('appointment.ticket.payment', { label: ticket.transaction_label })}
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The member's ticket for the appointment, once it is here. */
function MyTicket({ label }: { label: string }) {
  const ticket = useStore(tickets.at(label)).data;
  return ticket && <TicketFacts ticket={ticket} />;
}

export default function RegisterTicketPage({ params }: { params: Record<string, string> }) {
  const { t } = useStore($i18n);
  const label = params.label ?? '';
  const screen = useMemo(() => createRegisterTicket(label), [label]);
  const appointmentState = useStore(screen.$appointment);
  const ticketLabel = useStore(screen.$ticketLabel);
  const actions = useStore(screen.$actions);

  return (
    <AppointmentPage title={t('appointment.registerTicket.title')}>
      <LoadStateView
        state={appointmentState}
        loadingLabel={t('appointment.registerTicket.loading')}
        notFound={t('appointment.registerTicket.notFound')}
        onRetry={() => void screen.load()}
      >
        {(appointment) => (
          <>
            <div className="club-card club-appointment">
              <AppointmentFacts appointment={appointment} headingLevel={2} />
              <TicketButtons
                appointment={appointment}
                action={actions[String(appointment.id)] ?? idleAction}
                onRegister={() => void screen.register(appointment)}
                onCancel={() => void screen.cancel(appointment)}
              />
              {!appointment.can_register &&
                !appointment.my_ticket &&
                appointment.status === 'scheduled' &&
                appointment.seats_left === 0 && (
                  <p className="club-appointment__hint">{t('appointment.registerTicket.full')}</p>
                )}
            </div>
            {ticketLabel && <MyTicket label={ticketLabel} />}
            <Link
              href={appointment.kind === 'event' ? appointmentPaths.events : appointmentPaths.appointments}
              className="club-appointment__back"
            >
              {t(appointment.kind === 'event' ? 'appointment.events.back' : 'appointment.appointments.back')}
            </Link>
          </>
        )}
      </LoadStateView>
    </AppointmentPage>
  );
}
