// Bank statements (Club:Bank, docs/spec.md §10 "Treasury"): the treasurer uploads the club bank's
// CAMT.053 file or CSV export; the review shows each incoming transfer as matched, short, over or
// unknown against the open orders; booking credits the matched ones, each bank entry once.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Panel, StaffPage } from '../../../ui/staff-page.tsx';
import { bankImports, createBankStore } from '../store/bank-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function BankPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createBankStore(() => $i18n.get().t('ui.failed')));
  const imports = useStore(bankImports.at());
  const review = useStore(store.$review);
  const booked = useStore(store.$booked);
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const bookable =
    review?.status === 'review' && review.entries.some((entry) => entry.match === 'matched' && !entry.booked);
  return (
    <StaffPage title={t('club-treasury.bank.title')}>
      <Panel title={t('club-treasury.bank.upload')}>
        <label className="club-field">
          <span className="club-field__label">{t('club-treasury.bank.file')}</span>
          <input
            type="file"
            accept=".xml,.csv,.txt,text/xml,application/xml,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void store.upload(file);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <p className="club-office-muted">{t('club-treasury.bank.hint')}</p>
      </Panel>
      <Problem text={problem} />
      {booked && (
        <p role="status">
          {booked.length === 0
            ? t('club-treasury.bank.bookedNone')
            : tPlural(t, 'club-treasury.bank.booked', booked.length, locale, { orders: booked.join(', ') })}
        </p>
      )}
      {review && (
        <Panel title={t('club-treasury.bank.review', { file: review.file_name })}>
          <div className="club-office-table-wrap">
            <table className="club-office-table">
              <thead>
                <tr>
                  <th scope="col">{t('club-treasury.bank.date')}</th>
                  <th scope="col">{t('club-treasury.bank.payer')}</th>
                  <th scope="col">{t('club-treasury.bank.remittance')}</th>
                  <th scope="col">{t('club-treasury.bank.amount')}</th>
                  <th scope="col">{t('club-treasury.bank.match')}</th>
                </tr>
              </thead>
              <tbody>
                {review.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.booking_date}</td>
                    <td>
                      {entry.payer_name}
                      <div className="club-office-muted">{entry.payer_iban}</div>
                    </td>
                    <td>{entry.remittance}</td>
                    <td className="club-office-num">{cents(entry.amount_cents, entry.currency, locale)}</td>
                    <td>
                      {entry.booked ? t('club-treasury.bank.isBooked') : t(`club-treasury.bank.matches.${entry.match}`)}
                      {entry.order && (
                        <div className="club-office-muted">
                          {entry.order.label} · {cents(entry.order.total_cents, entry.currency, locale)}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="club-office-actions">
            <Button disabled={!bookable || busy} loading={busy} onClick={() => void store.book()}>
              {t('club-treasury.bank.book')}
            </Button>
          </div>
        </Panel>
      )}
      {imports.data && imports.data.length > 0 && (
        <Panel title={t('club-treasury.bank.latest')}>
          <ul className="club-office-list">
            {imports.data.map((row) => (
              <li key={row.id}>
                <span>
                  {row.file_name} · {dateTime(row.created_at, locale)} ·{' '}
                  {t(`club-treasury.bank.importStatus.${row.status}`)}
                </span>
                <Button variant="secondary" size="sm" onClick={() => void store.open(row.id)}>
                  {t('club-treasury.bank.open', { file: row.file_name })}
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </StaffPage>
  );
}
