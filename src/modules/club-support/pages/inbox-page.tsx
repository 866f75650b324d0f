// The support inbox (Club:Inbox, docs/spec.md §10 "Support inbox"): members' tickets by status (new,
// open, answered, closed), latest activity first; live when a member writes.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { StaffPage } from '../../../ui/staff-page.tsx';
import { inboxPages } from '../store/inbox-store.ts';
import { StatusChoice } from '../../../ui/status-choice.tsx';
import { Problem } from '../../../ui/problem.tsx';

const STATUSES = ['new', 'open', 'answered', 'closed'] as const;

export default function InboxPage() {
  const { t, locale } = useStore($i18n);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('new');
  const [page, setPage] = useState(1);
  const state = useStore(inboxPages.at(status, page));
  return (
    <StaffPage title={t('club-support.inbox.title')}>
      <StatusChoice
        label={t('club-support.inbox.statuses')}
        statuses={STATUSES}
        shown={status}
        name={(name) => t(`club-support.status.${name}`)}
        onChoose={(name) => {
          setStatus(name);
          setPage(1);
        }}
      />
      {state.status === 'failed' && <Problem text={t('ui.failed')} />}
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
    </StaffPage>
  );
}
