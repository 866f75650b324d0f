// Payouts (Club:Payouts, docs/spec.md §10 "Treasury"): the treasurer approves or rejects pending
// withdrawals, turns the approved ones into one SEPA credit-transfer file (pain.001) for the club's
// online banking, and marks the batch processed once the bank has executed it.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffPage } from '../../../ui/staff-page.tsx';
import { createPayoutsStore, payoutBatches, withdrawalsAt } from '../store/payouts-store.ts';
import type { StaffWithdrawal } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

function WithdrawalRow({
  row,
  busy,
  onApprove,
  onReject,
}: {
  row: StaffWithdrawal;
  busy: boolean;
  onApprove?: () => void;
  onReject?: (reason: string) => void;
}) {
  const { t, locale } = useStore($i18n);
  const [reason, setReason] = useState('');
  return (
    <li>
      <span>
        {row.label} · {row.member.name} · {row.account.holder} · {row.account.iban}
        <span className="club-office-muted"> · {dateTime(row.created_at, locale)}</span>
      </span>
      <strong>{cents(row.amount_cents, row.currency, locale)}</strong>
      {onApprove && onReject && (
        <div className="club-office-filters">
          <Button size="sm" disabled={busy} onClick={onApprove}>
            {t('club-treasury.payouts.approve', { label: row.label })}
          </Button>
          <TextField
            label={t('club-treasury.payouts.reason', { label: row.label })}
            value={reason}
            onInput={setReason}
          />
          <Button variant="danger" size="sm" disabled={busy} onClick={() => onReject(reason)}>
            {t('club-treasury.payouts.reject', { label: row.label })}
          </Button>
        </div>
      )}
    </li>
  );
}

export default function PayoutsPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createPayoutsStore(() => $i18n.get().t('ui.failed')));
  const pending = useStore(withdrawalsAt.at('pending'));
  const approved = useStore(withdrawalsAt.at('approved'));
  const batches = useStore(payoutBatches.at());
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  return (
    <StaffPage title={t('club-treasury.payouts.title')}>
      <Problem text={problem} />
      <div className="club-office-grid">
        <Panel title={t('club-treasury.payouts.pending')} figure={pending.data?.total}>
          <ul className="club-office-list">
            {pending.data?.data.map((row) => (
              <WithdrawalRow
                key={row.label}
                row={row}
                busy={busy}
                onApprove={() => void store.approve(row.label)}
                onReject={(reason) => void store.reject(row.label, reason)}
              />
            ))}
          </ul>
          {pending.data?.data.length === 0 && <p>{t('club-treasury.payouts.nonePending')}</p>}
        </Panel>
        <Panel title={t('club-treasury.payouts.approved')} figure={approved.data?.total}>
          <ul className="club-office-list">
            {approved.data?.data.map((row) => (
              <WithdrawalRow key={row.label} row={row} busy={busy} />
            ))}
          </ul>
          <Button disabled={busy || !approved.data?.total} onClick={() => void store.exportBatch()}>
            {t('club-treasury.payouts.export')}
          </Button>
        </Panel>
      </div>
      <Panel title={t('club-treasury.payouts.batches')}>
        <ul className="club-office-list">
          {batches.data?.map((batch) => (
            <li key={batch.label}>
              <span>
                {batch.label} · {dateTime(batch.created_at, locale)} ·{' '}
                {tPlural(t, 'club-treasury.payouts.batchSum', batch.count, locale, {
                  amount: cents(batch.total_cents, 'EUR', locale),
                })}{' '}
                · {t(`club-treasury.payouts.batchStatus.${batch.status}`)}
              </span>
              <span className="club-office-actions">
                <Button variant="secondary" size="sm" onClick={() => void store.download(batch.label)}>
                  {t('club-treasury.payouts.download', { label: batch.label })}
                </Button>
                {batch.status === 'exported' && (
                  <Button size="sm" disabled={busy} onClick={() => void store.process(batch.label)}>
                    {t('club-treasury.payouts.processed', { label: batch.label })}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </StaffPage>
  );
}
