// Asking for a statement (docs/spec.md §4 "Statements"): a month, a year or a period of one's own,
// then its PDF. The choice and the download live in store/statement.ts.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { createStatementForm, statementYears, type StatementPeriod } from '../store/statement.ts';

export function StatementForm() {
  const { t } = useStore($i18n);
  const form = useMemo(() => createStatementForm(), []);
  const choice = useStore(form.$choice);
  const download = useStore(form.$download);
  const years = useMemo(() => statementYears(new Date()), []);
  return (
    <section className="club-card club-wallet-section" aria-labelledby="club-wallet-statement">
      <h2 id="club-wallet-statement" className="club-card__title">
        {t('wallet.statement.title')}
      </h2>
      <form
        className="club-wallet-statement"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.download();
        }}
      >
        <SelectField
          label={t('wallet.statement.period')}
          value={choice.period}
          options={(['month', 'year', 'custom'] as const).map((value) => ({
            value,
            label: t(`wallet.statement.periods.${value}`),
          }))}
          onInput={(value) => form.set('period', value as StatementPeriod)}
        />
        {choice.period === 'month' && (
          <TextField
            type="month"
            label={t('wallet.statement.month')}
            value={choice.month}
            onInput={(value) => form.set('month', value)}
          />
        )}
        {choice.period === 'year' && (
          <SelectField
            label={t('wallet.statement.year')}
            value={choice.year}
            options={years.map((year) => ({ value: year, label: year }))}
            onInput={(value) => form.set('year', value)}
          />
        )}
        {choice.period === 'custom' && (
          <>
            <TextField
              type="date"
              label={t('wallet.statement.from')}
              value={choice.from}
              onInput={(value) => form.set('from', value)}
            />
            <TextField
              type="date"
              label={t('wallet.statement.to')}
              value={choice.to}
              onInput={(value) => form.set('to', value)}
            />
          </>
        )}
        <Button type="submit" variant="secondary" icon={<Icon name="download" />} loading={download.busy}>
          {t('wallet.statement.download')}
        </Button>
        {download.error !== null && (
          <p className="club-wallet-problem" role="alert">
            {messageOf(download.error, t)}
          </p>
        )}
      </form>
    </section>
  );
}
