// The yearly report (Club:Report, docs/spec.md §12 "Yearly report"; KCanG §26 (3)): a calendar year's
// grams grown, dispensed, destroyed, lost and in stock at year end by strain with average THC and CBD,
// and the members by age band, as the server derives them; saved as CSV or PDF for the authority.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffTable, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { berlinToday, createExportStore, reports } from '../store/records-store.ts';
import { Problem } from '../../../ui/problem.tsx';

const COLUMNS = ['grown_grams', 'dispensed_grams', 'destroyed_grams', 'lost_grams', 'stock_at_year_end_grams'] as const;
const BANDS = ['18-20', '21-24', '25+'] as const;

export default function ReportPage() {
  const { t, locale } = useStore($i18n);
  // the report due now is last year's (by 31 January)
  const [yearText, setYearText] = useState(String(Number(berlinToday().slice(0, 4)) - 1));
  const [year, setYear] = useState(Number(yearText));
  const [exporter] = useState(() => createExportStore(() => $i18n.get().t('ui.failed')));
  const report = useStore(reports.at(year));
  const busy = useStore(exporter.$busy);
  const problem = useStore(exporter.$problem);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const data = report.data;
  return (
    <StaffPage title={t('club-counter.report.title')}>
      <StaffForm
        className="club-office-filters"
        onSubmit={() => {
          if (/^\d{4}$/.test(yearText.trim())) setYear(Number(yearText.trim()));
        }}
      >
        <TextField inputMode="numeric" label={t('club-counter.report.year')} value={yearText} onInput={setYearText} />
        <Button type="submit">{t('club-counter.report.show')}</Button>
      </StaffForm>
      {(problem || (report.status === 'failed' && !data)) && (
        <Problem text={problem ?? t('club-counter.report.failed')} />
      )}
      {data && (
        <>
          <p role="status">{t('club-counter.report.due', { year: String(data.year), due: data.due_on })}</p>
          <div className="club-office-actions">
            <Button variant="secondary" disabled={busy} onClick={() => void exporter.report(data.year, 'csv')}>
              {t('club-counter.records.csv')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void exporter.report(data.year, 'pdf')}>
              {t('club-counter.records.pdf')}
            </Button>
          </div>
          <Panel title={t('club-counter.report.byStrain')}>
            <StaffTable label={t('club-counter.report.byStrain')}>
              <thead>
                <tr>
                  <th scope="col">{t('club-counter.records.strain')}</th>
                  <th scope="col">{t('club-counter.records.thc')}</th>
                  <th scope="col">{t('club-counter.report.cbd')}</th>
                  {COLUMNS.map((column) => (
                    <th scope="col" key={column}>
                      {t(`club-counter.report.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.strain}>
                    <th scope="row">{row.strain}</th>
                    <td>{number.format(row.thc_percent)}</td>
                    <td>{number.format(row.cbd_percent)}</td>
                    {COLUMNS.map((column) => (
                      <td key={column}>{number.format(row[column])}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('club-counter.report.total')}</th>
                  <td />
                  <td />
                  {COLUMNS.map((column) => (
                    <td key={column}>{number.format(data.totals[column])}</td>
                  ))}
                </tr>
              </tbody>
            </StaffTable>
          </Panel>
          <Panel title={t('club-counter.report.members')} figure={data.members.total}>
            <dl>
              {BANDS.map((band) => (
                <div key={band}>
                  <dt>{t(`club-counter.report.bands.${band}`)}</dt>
                  <dd>{data.members[band]}</dd>
                </div>
              ))}
            </dl>
          </Panel>
        </>
      )}
    </StaffPage>
  );
}
