// Growing (/growing): the quota meter, the member's pickup reservations (cancel before pickup
// releases quota, stock and money) and the distribution record, with its PDF.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { downloadHandovers, records, reservationCancel } from '../store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { messageOf } from '../../../core/api/errors.ts';
import { GrowingPage } from '../components/growing-page.tsx';
import { GrowingData } from '../components/growing-data.tsx';

export default function GrowingOverview() {
  const { t, locale } = useStore($i18n);
  const [busy, setBusy] = useState<string | null>(null);
  const cancelling = useStore(reservationCancel.$state);
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  const run = async (id: string, job: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await job();
    } catch (error) {
      showToast({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const pdf = () => run('pdf', downloadHandovers);

  return (
    <GrowingPage
      title={t('growing.pages.overview')}
      actions={
        <Link href="/growing/sale" className="club-button club-button--primary">
          {t('growing.overview.reserve')}
        </Link>
      }
    >
      <GrowingData store={records.at()} onRetry={() => void records.load()}>
        {(lists) => (
          <>
            <section className="club-card club-growing-section" aria-labelledby="club-growing-reservations">
              <h2 id="club-growing-reservations" className="club-card__title">
                {t('growing.overview.reservations')}
              </h2>
              {lists.reservations.length === 0 ? (
                <p className="club-growing-hint">{t('growing.overview.noReservations')}</p>
              ) : (
                <ul className="club-growing-list">
                  {lists.reservations.map((r) => (
                    <li key={r.label} className="club-growing-list__item">
                      <span>
                        <strong>{r.strain.name}</strong> · {number(r.grams)} g
                        <span className="club-growing-list__meta">
                          {' '}
                          {dateTime(r.slot_at, locale)} · {t(`growing.statuses.${r.status}`)} ·{' '}
                          {cents(r.price_cents, 'EUR', locale)}
                        </span>
                        {r.status === 'reserved' ? (
                          // The number staff ask for at the counter: they hand over this reservation.
                          <span className="club-growing-number">
                            {t('growing.overview.sayNumber')} <strong>{r.label}</strong>
                          </span>
                        ) : (
                          <span className="club-growing-list__meta"> · {r.label}</span>
                        )}
                      </span>
                      {r.status === 'reserved' && (
                        <Button variant="secondary" size="sm" onClick={() => reservationCancel.ask(r.label)}>
                          {t('growing.overview.cancel')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <ConfirmDialog
              open={cancelling.asking !== null}
              title={t('growing.overview.cancelQuestion', { label: cancelling.asking ?? '' })}
              description={t('growing.overview.cancelHint')}
              confirm={t('growing.overview.cancelConfirm')}
              cancel={t('growing.overview.keep')}
              closeLabel={t('growing.close')}
              busy={cancelling.busy}
              problem={cancelling.error ? messageOf(cancelling.error, t) : null}
              onConfirm={() => void reservationCancel.confirm()}
              onCancel={reservationCancel.cancel}
            />
            <section className="club-card club-growing-section" aria-labelledby="club-growing-record">
              <div className="club-growing-actions">
                <h2 id="club-growing-record" className="club-card__title">
                  {t('growing.overview.record')}
                </h2>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="download" />}
                  loading={busy === 'pdf'}
                  onClick={() => void pdf()}
                >
                  {t('growing.overview.pdf')}
                </Button>
              </div>
              {lists.handovers.length === 0 ? (
                <p className="club-growing-hint">{t('growing.overview.noHandovers')}</p>
              ) : (
                <table className="club-growing-table" role="table">
                  <thead role="rowgroup">
                    <tr role="row">
                      <th scope="col" role="columnheader">
                        {t('growing.record.date')}
                      </th>
                      <th scope="col" role="columnheader">
                        {t('growing.record.strain')}
                      </th>
                      <th scope="col" role="columnheader">
                        {t('growing.record.grams')}
                      </th>
                      <th scope="col" role="columnheader">
                        {t('growing.record.thc')}
                      </th>
                      <th scope="col" role="columnheader">
                        {t('growing.record.price')}
                      </th>
                    </tr>
                  </thead>
                  <tbody role="rowgroup">
                    {lists.handovers.map((h) => (
                      // On a phone each row is a block of labelled lines (growing.css): data-label names them.
                      <tr key={h.id} role="row">
                        <td role="cell" data-label={t('growing.record.date')}>
                          {dateTime(h.handed_at, locale)}
                        </td>
                        <td role="cell" data-label={t('growing.record.strain')}>
                          {h.strain}
                        </td>
                        <td role="cell" data-label={t('growing.record.grams')}>
                          {number(h.grams)}
                        </td>
                        <td role="cell" data-label={t('growing.record.thc')}>
                          {number(h.thc_percent)} %
                        </td>
                        <td role="cell" data-label={t('growing.record.price')}>
                          {cents(h.price_cents, 'EUR', locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        )}
      </GrowingData>
    </GrowingPage>
  );
}
