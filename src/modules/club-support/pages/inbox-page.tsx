// The support inbox (Club:Inbox, docs/spec.md §10 "Support inbox"): members' tickets by status (new,
// open, answered, closed), latest activity first; live when a member writes.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { useStaffPageStyles } from '../../../ui/staff-page.tsx';
import { inboxPages } from '../store/inbox-store.ts';

const STATUSES = ['new', 'open', 'answered', 'closed'] as const;

export default function InboxPage() {
  useStaffPageStyles();
  const { t, locale } = useStore($i18n);
  const [status, setStatus] = useState<string>('new');
  const [page, setPage] = useState(1);
  const state = useStore(inboxPages.at(status, page));
  return (
    <div className="club-office-page">
      <h1 className="club-page-title club-office-page__title">{t('club-support.inbox.title')}</h1>
      <div className="club-office-actions" role="group" aria-label={t('club-support.inbox.statuses')}>
        {STATUSES.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={status === name ? 'primary' : 'secondary'}
            aria-pressed={status === name}
            onClick={() => {
              setStatus(name);
              setPage(1);
            }}
          >
            {t(`club-support.status.${name}`)}
          </Button>
        ))}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="club-problem">
          {t('ui.failed')}
        </p>
      )}
      {state.data && (
        <div aria-busy={state.status === 'loading'}>
          {state.data.data.length === 0 ? (
            <p>{t('club-support.inbox.empty')}</p>
          ) : (
            <ul className="club-office-list">
              {state.data.data.map((ticket) => (
                <li key={ticket.id}>
                  <RouterLink href={`/club/inbox/${ticket.id}`}>{ticket.subject}</RouterLink>
                  <span className="club-office-muted">
                    {ticket.member.name} · {t(`club-support.status.${ticket.status}`)}
                    {ticket.assignee ? ` · ${ticket.assignee.name}` : ''} · {dateTime(ticket.updated_at, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <StaffPager
            page={state.data}
            busy={state.status === 'loading'}
            onPage={setPage}
            label={t('club-support.inbox.pages')}
          />
        </div>
      )}
    </div>
  );
}
