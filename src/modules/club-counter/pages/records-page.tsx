// The inspection export (Club:Records, docs/spec.md §12 "Records"; KCanG §26 (1), (2)): every handover
// of a range of Berlin days, both ends included, as the authority would see it, and the same range
// saved as CSV or PDF. A wide table scrolls in its own region, which the keyboard can reach.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffTable, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { berlinToday, createExportStore, records } from '../store/records-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function RecordsPage() {
  const { t, locale } = useStore($i18n);
  const today = berlinToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [range, setRange] = useState({ from, to });
  const [exporter] = useState(() => createExportStore(() => $i18n.get().t('ui.failed')));
  const list = useStore(records.at(range.from, range.to));
  const busy = useStore(exporter.$busy);
  const problem = useStore(exporter.$problem);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const rows = list.data?.data ?? [];
  return (
    <StaffPage title={t('club-counter.records.title')}>
      <p>{t('club-counter.records.intro')}</p>
      <StaffForm
        className="club-office-filters"
        onSubmit={() => {
          setRange({ from, to });
        }}
      >
        <TextField type="date" label={t('club-counter.records.from')} value={from} onInput={setFrom} />
        <TextField type="date" label={t('club-counter.records.to')} value={to} onInput={setTo} />
        <Button type="submit">{t('club-counter.records.show')}</Button>
      </StaffForm>
      {(problem || (list.status === 'failed' && !list.data)) && <Problem text={problem ?? t('ui.failed')} />}
      <Panel title={t('club-counter.records.list')} figure={list.data ? rows.length : undefined}>
        <div className="club-office-actions">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void exporter.handovers(range.from, range.to, 'csv')}
          >
            {t('club-counter.records.csv')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void exporter.handovers(range.from, range.to, 'pdf')}
          >
            {t('club-counter.records.pdf')}
          </Button>
        </div>
        {list.data && rows.length === 0 && <p>{t('club-counter.records.none')}</p>}
        {rows.length > 0 && (
          <StaffTable label={t('club-counter.records.list')} busy={list.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('club-counter.records.handed')}</th>
                <th scope="col">{t('club-counter.records.number')}</th>
                <th scope="col">{t('club-counter.records.recipient')}</th>
                <th scope="col">{t('club-counter.records.strain')}</th>
                <th scope="col">{t('club-counter.records.grams')}</th>
                <th scope="col">{t('club-counter.records.thc')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{when.format(new Date(row.handed_at))}</td>
                  <td>{row.member_number ?? '—'}</td>
                  <td>{row.recipient}</td>
                  <td>
                    {row.strain}
                    {row.batch && ` · ${row.batch}`}
                  </td>
                  <td>{number.format(row.grams)}</td>
                  <td>{number.format(row.thc_percent)}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        )}
      </Panel>
    </StaffPage>
  );
}
