// My tickets (Support:Tickets, docs/spec.md §2 support/tickets): the member's tickets, latest activity
// first, ten a page (?page=N), each with its status and a mark when an answer is unread.
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { dateTime } from '../../../core/format.ts';
import { CONTACT_CATEGORIES_PATH, pageFromSearch, ticketPath, ticketsPath } from '../store/paths.ts';
import { Failed, Loading } from '../components/remote-view.tsx';
import { isMissing } from '../../../core/resource/resource.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SupportNav } from '../components/support-nav.tsx';
import { useSupportStyles } from '../components/use-support-styles.ts';
import { TicketStatus } from '../components/ticket-status.tsx';
import { ticketPages } from '../store/tickets-store.ts';

export default function TicketsPage() {
  useSupportStyles();
  const { t, locale } = useStore($i18n);
  const page = pageFromSearch(useSearch());
  const state = useStore(ticketPages.at(page));

  const shown = state.data?.current_page === page ? state.data : null;
  const contact = (
    <RouterLink href={CONTACT_CATEGORIES_PATH} className="support-button-link">
      {t('support.tickets.contact')}
    </RouterLink>
  );

  let content;
  if (isMissing(state)) content = <p className="support-empty">{t('support.tickets.disabled')}</p>;
  else if (state.status === 'failed')
    content = <Failed text={t('support.tickets.error')} onRetry={() => void ticketPages.load(page)} />;
  else if (!shown) content = <Loading label={t('support.tickets.loading')} />;
  else if (shown.data.length === 0) {
    content = (
      <div className="support-empty">
        <p>{t('support.tickets.empty')}</p>
        {contact}
      </div>
    );
  } else {
    content = (
      <>
        <ul className="support-tickets" role="list">
          {shown.data.map((ticket) => (
            <li key={ticket.id} className={ticket.unread ? 'support-ticket support-ticket--unread' : 'support-ticket'}>
              <div className="support-ticket__head">
                <RouterLink href={ticketPath(ticket.id)} className="support-ticket__link">
                  {ticket.subject}
                </RouterLink>
                {ticket.unread && <span className="support-ticket__unread">{t('support.tickets.unread')}</span>}
              </div>
              <p className="support-ticket__meta">
                <TicketStatus status={ticket.status} />
                {ticket.category && <span>{ticket.category.name}</span>}
                <span>{t('support.tickets.lastActivity', { date: dateTime(ticket.updated_at, locale) })}</span>
                <span>{t('support.tickets.messages', { count: ticket.messages_count })}</span>
              </p>
            </li>
          ))}
        </ul>
        {shown.last_page > 1 && (
          <nav className="club-pager" aria-label={t('support.pager.label')}>
            {page > 1 ? (
              <RouterLink href={ticketsPath(page - 1)} className="support-pager__link">
                {t('support.pager.previous')}
              </RouterLink>
            ) : (
              <span />
            )}
            <span aria-current="page">{t('support.pager.status', { page, pages: shown.last_page })}</span>
            {page < shown.last_page ? (
              <RouterLink href={ticketsPath(page + 1)} className="support-pager__link">
                {t('support.pager.next')}
              </RouterLink>
            ) : (
              <span />
            )}
          </nav>
        )}
        {contact}
      </>
    );
  }

  return (
    <div className="support-page" aria-busy={state.status === 'loading'}>
      <h1 className="support-page__title">{t('support.tickets.title')}</h1>
      <SupportNav current="tickets" />
      {content}
    </div>
  );
}
