// Settings → Date of birth (added by the Growing module): the law's limits depend on the member's
// age (18 or older to receive anything, under 21: 30 g a month and at most 10 % THC), as the club
// checked it on an ID; once checked, the page says so and the server refuses a change (its 422
// shows under the field).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { labelsOf } from '../../../core/i18n/form-texts.ts';
import { createFormSubmit } from '../../../core/form-submit.ts';
import { $i18n, t as translate } from '../../../core/i18n/i18n.ts';
import { createForm, required } from '../../../core/validation.ts';
import { dateOfBirth } from '../../../core/contract-rules.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { GrowingPage } from '../components/growing-page.tsx';
import { $quota, saveDateOfBirth } from '../store.ts';
import { useFormTexts } from '../../../ui/use-form-field.ts';
import type { Quota } from '../types.ts';

const DOCUMENTS: Record<string, string> = {
  'ID card': 'idCard',
  passport: 'passport',
  'residence permit': 'residencePermit',
  'driving licence': 'drivingLicence',
};

function AgeChecked({ check }: { check: NonNullable<Quota['age_check']> }) {
  const { t, locale } = useStore($i18n);
  // the date of birth is a calendar day; the check an instant, shown in the member's time zone
  const long = (at: Date, timeZone?: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at);
  const kind = DOCUMENTS[check.document];
  return (
    <p className="club-growing-hint">
      {t('growing.birth.checked', {
        date: long(new Date(`${check.date_of_birth}T00:00:00Z`), 'UTC'),
        document: kind ? t(`growing.documents.${kind}`) : check.document,
        checkedAt: long(new Date(check.checked_at)),
      })}
    </p>
  );
}

export default function DateOfBirthSettings() {
  const { t } = useStore($i18n);
  const quota = useStore($quota).data;
  const form = useMemo(
    () =>
      createForm({
        fields: { date_of_birth: [required, dateOfBirth()] },
        initial: { date_of_birth: '' },
        labels: labelsOf(translate, { date_of_birth: 'growing.birth.label' }),
        messages: (rule) => translate(`growing.rules.${rule.name}`),
      }),
    [],
  );
  useFormTexts(form);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const [sending] = useState(() =>
    createFormSubmit(form, async (values) => {
      await saveDateOfBirth(values.date_of_birth);
      showToast({ kind: 'success', text: translate('growing.birth.saved') });
    }),
  );
  const busy = useStore(sending.$busy);
  const problem = useStore(sending.$problem);
  const saved = quota?.date_of_birth;
  useEffect(() => {
    if (saved && !form.$values.get().date_of_birth) form.input('date_of_birth', saved);
  }, [saved, form]);
  return (
    <GrowingPage title={t('growing.pages.birth')}>
      <form
        className="club-card club-growing-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sending.submit();
        }}
      >
        <p className="club-growing-hint">{t('growing.birth.intro')}</p>
        {quota?.age_check && <AgeChecked check={quota.age_check} />}
        <TextField
          type="date"
          label={t('growing.birth.label')}
          required
          value={values.date_of_birth}
          error={errors.date_of_birth}
          onInput={(v) => form.input('date_of_birth', v)}
          onChange={(v) => form.change('date_of_birth', v)}
          onBlur={() => form.blur('date_of_birth')}
        />
        {problem && (
          <p className="club-growing-problem" role="alert">
            {problem.code === 'rejected' || problem.code === 'failed' ? problem.text : t('growing.loadFailed')}
          </p>
        )}
        <div className="club-growing-actions">
          <Button type="submit" loading={busy}>
            {t('growing.birth.save')}
          </Button>
        </div>
      </form>
    </GrowingPage>
  );
}
