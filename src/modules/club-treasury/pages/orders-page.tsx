// Orders (Club:Orders, docs/spec.md §10 "Treasury"): every member's orders, filtered by status and a
// search over label, reference and member; an order awaiting payment is marked paid with the
// bank's reference or cancelled with a reason.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import type { OrderFilter } from '../api.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { createOrdersStore, orderPages } from '../store/orders-store.ts';
import { Problem } from '../../../ui/problem.tsx';

const STATUSES = ['pending', 'paid', 'cancelled', 'completed', 'expired'] as const;

export default function OrdersPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createOrdersStore(() => $i18n.get().t('ui.failed')));
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const [draft, setDraft] = useState<OrderFilter>({ status: 'pending' });
  const [filter, setFilter] = useState<OrderFilter>({ status: 'pending' });
  const [page, setPage] = useState(1);
  const state = useStore(orderPages.at(filter, page));
  return (
    <StaffPage title={t('club-treasury.orders.title')}>
      <StaffForm
        className="club-office-filters"
        onSubmit={() => {
          setPage(1);
          setFilter(draft);
        }}
      >
        <SelectField
          label={t('club-treasury.orders.status')}
          value={draft.status ?? ''}
          placeholder={t('club-treasury.orders.anyStatus')}
          options={STATUSES.map((status) => ({ value: status, label: t(`club-treasury.status.${status}`) }))}
          onInput={(status) => setDraft({ ...draft, status: status || undefined })}
        />
        <TextField
          label={t('club-treasury.orders.search')}
          type="search"
          value={draft.search ?? ''}
          onInput={(search) => setDraft({ ...draft, search: search || undefined })}
        />
        <Button type="submit">{t('club-treasury.filter')}</Button>
      </StaffForm>
      <Problem text={problem} />
      {state.data && (
        <div className="club-office-table-wrap" aria-busy={state.status === 'loading'}>
          <table className="club-office-table">
            <thead>
              <tr>
                <th scope="col">{t('club-treasury.orders.order')}</th>
                <th scope="col">{t('club-treasury.orders.member')}</th>
                <th scope="col">{t('club-treasury.orders.amount')}</th>
                <th scope="col">{t('club-treasury.orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((order) => (
                <tr key={order.label}>
                  <td>
                    {order.label}
                    <div className="club-office-muted">{order.bank_reference}</div>
                    <div className="club-office-muted">{dateTime(order.created_at, locale)}</div>
                  </td>
                  <td>
                    {order.member.name}
                    <div className="club-office-muted">{order.member.email}</div>
                  </td>
                  <td className="club-office-num">{cents(order.total_cents, order.currency, locale)}</td>
                  <td>
                    {t(`club-treasury.status.${order.status}`)}
                    {order.paid_reference && <div className="club-office-muted">{order.paid_reference}</div>}
                    {order.cancel_reason && <div className="club-office-muted">{order.cancel_reason}</div>}
                    <OrderActions
                      order={order}
                      busy={busy}
                      onPaid={(reference) => void store.markPaid(order.label, reference)}
                      onCancel={(reason) => void store.cancel(order.label, reason)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {state.data.data.length === 0 && <p>{t('club-treasury.orders.empty')}</p>}
          <StaffPager
            page={state.data}
            busy={state.status === 'loading'}
            onPage={setPage}
            label={t('club-treasury.orders.pages')}
          />
        </div>
      )}
    </StaffPage>
  );
}
