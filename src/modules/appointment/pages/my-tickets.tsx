// My tickets: the member's event and appointment tickets, upcoming (default), past or
// cancelled (?filter=), each with its signed QR code and PDF.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { dateTime } from '../../../core/format.ts';
import { AppointmentPage } from '../components/appointment-page.tsx';
import { LoadStateView } from '../components/load-state.tsx';
import { Pager } from '../components/pager.tsx';
import { TicketCard } from '../components/ticket-card.tsx';
import { createTicketPdfDownload, filterFromSearch, myTicketPages } from '../store/my-tickets.ts';
import { appointmentPaths } from '../store/paths.ts';
import { MY_TICKET_FILTERS } from '../types.ts';

export default function MyTicketsPage() {
  const { t, locale } = useStore($i18n);
  const filter = filterFromSearch(useSearch());
  const [pdf] = useState(() => createTicketPdfDownload());
  // paging stays on the screen; another filter starts at its first page
  const [at, setAt] = useState({ filter, page: 1 });
  const page = at.filter === filter ? at.page : 1;
  const state = useStore(myTicketPages.at(filter, page));
  const downloads = useStore(pdf.$downloads);

  return (
    <AppointmentPage title={t('appointment.myTickets.title')} intro={t('appointment.myTickets.intro')}>
      <nav className="club-appointment-views" aria-label={t('appointment.myTickets.views')}>
        {MY_TICKET_FILTERS.map((view) => (
          <Link
            key={view}
            href={appointmentPaths.myTickets(view)}
            aria-current={view === filter ? 'page' : undefined}
            className="club-appointment-views__link"
          >
            {t(`appointment.myTickets.filters.${view}`)}
          </Link>
        ))}
      </nav>
      <LoadStateView
        state={state}
        loadingLabel={t('appointment.myTickets.loading')}
        notFound={t(`appointment.myTickets.empty.${filter}`)}
        onRetry={() => void myTicketPages.load(filter, page)}
      >
        {(page) => (
          <>
            <p className="club-appointment-page__intro" role="status">
              {tPlural(t, 'appointment.myTickets.count', page.total, locale)}
            </p>
            {page.saved_at && (
              <p className="club-appointment-page__intro">
                {t('appointment.myTickets.saved', {
                  time: dateTime(page.saved_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            )}
            {page.data.length === 0 ? (
              <p className="club-appointment-empty">{t(`appointment.myTickets.empty.${filter}`)}</p>
            ) : (
              <ul className="club-appointment-list">
                {page.data.map((ticket) => (
                  <li key={ticket.label}>
                    <TicketCard
                      ticket={ticket}
                      download={downloads[ticket.label]}
                      onDownload={() => void pdf.download(ticket.label)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              label={t('appointment.myTickets.title')}
              busy={state.status === 'loading'}
              onPage={(n) => setAt({ filter, page: n })}
            />
          </>
        )}
      </LoadStateView>
    </AppointmentPage>
  );
}
