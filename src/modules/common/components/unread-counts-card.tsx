// The common module's dashboard card: unread notifications, and chat messages and support replies
// when the header summary has them (docs/spec.md §6: those features appear only when the server sends them).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { numberNatural } from '../../../core/format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { $header, $ticketIndicator } from '../../../core/header/store.ts';

export default function UnreadCountsCard() {
  const { t, locale } = useStore($i18n);
  const header = useStore($header);
  const ticket = useStore($ticketIndicator);

  const rows: { key: string; label: string; count: number }[] = header
    ? [
        {
          key: 'notifications',
          label: t('common.dashboard.unread.notifications'),
          count: header.notifications.notifications.unread_count,
        },
        ...(header.notifications.chat
          ? [{ key: 'chat', label: t('common.dashboard.unread.chat'), count: header.notifications.chat.unread_count }]
          : []),
        ...(header.notifications.tickets
          ? [
              {
                key: 'tickets',
                label: t('common.dashboard.unread.tickets'),
                count: header.notifications.tickets.unread_count,
              },
            ]
          : []),
      ]
    : [];

  return (
    <section className="club-card club-unread-card" aria-labelledby="club-unread-card-title">
      <h2 id="club-unread-card-title" className="club-card__title">
        {t('common.dashboard.unread.title')}
      </h2>
      {header ? (
        <dl className="club-unread-card__list">
          {rows.map((row) => (
            <div key={row.key} className="club-unread-card__row">
              <dt>{row.label}</dt>
              <dd>
                {numberNatural(row.count, locale)}
                {row.key === 'tickets' && ticket && (
                  <>
                    {' '}
                    <Link href={`/support/ticket/${ticket.ticketId}`}>{t('common.dashboard.unread.openTicket')}</Link>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <>
          <span className="club-visually-hidden">{t('common.dashboard.unread.loading')}</span>
          <Skeleton lines={3} />
        </>
      )}
    </section>
  );
}
