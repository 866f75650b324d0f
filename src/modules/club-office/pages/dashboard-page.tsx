// The staff dashboard (Club:Dashboard, docs/spec.md §10): what waits for the staff member, each part
// shown only to those whose permission covers it, live over the staff channel.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cents, dateTime } from '../../../core/format.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { LoadStateView } from '../../../ui/load-state.tsx';
import { Panel, StaffPage } from '../../../ui/staff-page.tsx';
import { staffDashboard } from '../store/dashboard-store.ts';
import type { StaffDashboard } from '../types.ts';

export default function DashboardPage() {
  const { t, locale } = useStore($i18n);
  const state = useStore(staffDashboard.at());
  const texts = {
    loading: t('club-office.dashboard.loading'),
    notFound: t('club-office.dashboard.failed'),
    failed: () => t('club-office.dashboard.failed'),
    retry: t('club-office.retry'),
  };
  const when = (at: string) => dateTime(at, locale);
  return (
    <StaffPage title={t('club-office.dashboard.title')}>
      <LoadStateView state={state} texts={texts} onRetry={() => staffDashboard.reload()}>
        {(data: StaffDashboard) => (
          <div className="club-office-grid" aria-live="polite">
            {data.orders && (
              <Panel title={t('club-office.dashboard.orders')} figure={data.orders.count}>
                <p className="club-office-muted">
                  {t('club-office.dashboard.ordersTotal', { amount: cents(data.orders.total_cents, 'EUR', locale) })}
                </p>
                <ul className="club-office-list">
                  {data.orders.latest.map((order) => (
                    <li key={order.label}>
                      <span>
                        {order.label} · {order.member.name}
                      </span>
                      <span>{cents(order.total_cents, 'EUR', locale)}</span>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {data.withdrawals && (
              <Panel title={t('club-office.dashboard.withdrawals')} figure={data.withdrawals.count}>
                <ul className="club-office-list">
                  {data.withdrawals.latest.map((row) => (
                    <li key={row.label}>
                      <span>
                        {row.label} · {row.member.name}
                      </span>
                      <span>{cents(row.amount_cents, 'EUR', locale)}</span>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {data.tickets && (
              <Panel title={t('club-office.dashboard.tickets')} figure={data.tickets.new}>
                <p className="club-office-muted">
                  {tPlural(t, 'club-office.dashboard.ticketsOpen', data.tickets.open, locale)}
                </p>
                <ul className="club-office-list">
                  {data.tickets.latest.map((ticket) => (
                    <li key={ticket.id}>
                      <span>{ticket.subject}</span>
                      <span className="club-office-muted">
                        {ticket.member.name} · {when(ticket.updated_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {data.pickups && (
              <Panel title={t('club-office.dashboard.pickups')} figure={data.pickups.count}>
                <ul className="club-office-list">
                  {data.pickups.items.map((pickup) => (
                    <li key={pickup.label}>
                      <span>
                        {pickup.label} · {pickup.member.name}
                      </span>
                      <span className="club-office-muted">{when(pickup.slot_at)}</span>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {data.events && (
              <Panel title={t('club-office.dashboard.events')} figure={data.events.length}>
                <ul className="club-office-list">
                  {data.events.map((event) => (
                    <li key={event.label}>
                      <span>
                        {event.title} · {when(event.starts_at)}
                      </span>
                      <span>
                        {event.capacity === null
                          ? tPlural(t, 'club-office.dashboard.seatsTaken', event.taken, locale)
                          : tPlural(t, 'club-office.dashboard.seats', event.capacity, locale, { taken: event.taken })}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
          </div>
        )}
      </LoadStateView>
    </StaffPage>
  );
}
