// The amount of a deposit or withdrawal in euros, with the limits as a hint.
import { useStore } from '@nanostores/react';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { Form } from '../../../core/validation.ts';
import { TextField } from '../../../ui/form-field.tsx';

export function AmountField({
  form,
  min,
  max,
}: {
  form: Form<{ amount: string } & Record<string, unknown>>;
  min: number;
  max: number;
}) {
  const { t, locale } = useStore($i18n);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  return (
    <TextField
      label={t('wallet.form.amount')}
      hint={t('wallet.form.limits', { min: cents(min, 'EUR', locale), max: cents(max, 'EUR', locale) })}
      inputMode="decimal"
      autoComplete="off"
      required
      value={values.amount}
      error={errors.amount}
      onInput={(value) => form.input('amount', value)}
      onChange={(value) => form.change('amount', value)}
      onBlur={() => form.blur('amount')}
    />
  );
}
