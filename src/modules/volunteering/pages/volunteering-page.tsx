// Volunteering:Hours (docs/spec.md §11, KCanG §17): this year's progress towards the club's target,
// the form to log hours (day, task, duration, note), the year's entries with their status (a
// rejection with its reason), and the yearly overview as a PDF.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { $i18n, type Translate } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { adoptStyles } from '../../../ui/styles.ts';
import { useFormField } from '../../../ui/use-form-field.ts';
import { Progress, hoursText } from '../components/progress.tsx';
import { volunteeringCss } from '../components/styles.ts';
import { createHoursForm, currentYear, downloadYearPdf, volunteerYears } from '../store.ts';
import type { SignInProblem } from '../../../core/session/auth-problem.ts';

function problemText(problem: SignInProblem | null, t: Translate): string | null {
  if (!problem) return null;
  if (problem.code === 'network') return t('volunteering.offline');
  if (problem.code === 'rejected') return problem.text;
  return t('volunteering.failed');
}

function HoursForm() {
  const { t } = useStore($i18n);
  const [store] = useState(() => createHoursForm(t));
  const day = useFormField(store.form, 'worked_on');
  const task = useFormField(store.form, 'task');
  const hours = useFormField(store.form, 'hours');
  const note = useFormField(store.form, 'note');
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const saved = useStore(store.$saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form className="club-volunteering__form" noValidate onSubmit={submit}>
      <TextField label={t('volunteering.form.day')} type="date" required {...day} />
      <TextField label={t('volunteering.form.task')} required maxLength={120} {...task} />
      <TextField
        label={t('volunteering.form.hours')}
        hint={t('volunteering.form.hoursHint')}
        inputMode="decimal"
        required
        {...hours}
      />
      <TextareaField label={t('volunteering.form.note')} maxLength={1000} {...note} />
      <p role="alert" className="club-problem">
        {problemText(problem, t) ?? ''}
      </p>
      {saved && <p role="status">{t('volunteering.form.saved')}</p>}
      <div>
        <Button type="submit" loading={busy}>
          {t('volunteering.form.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function VolunteeringPage() {
  const { t, locale } = useStore($i18n);
  const year = currentYear();
  const state = useStore(volunteerYears.at(year));
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, volunteeringCss);
  }, []);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const download = () => {
    setDownloading(true);
    void downloadYearPdf(year).finally(() => setDownloading(false));
  };
  return (
    <div className="club-page">
      <h1 className="club-page-title">{t('volunteering.title')}</h1>
      <p>{t('volunteering.intro')}</p>
      <section className="club-card" aria-labelledby="club-volunteering-year">
        <h2 id="club-volunteering-year" className="club-card__title">
          {t('volunteering.year', { year })}
        </h2>
        {state.status === 'failed' && <p role="alert">{t('volunteering.failed')}</p>}
        {state.data && <Progress year={state.data} />}
        <Button variant="secondary" loading={downloading} onClick={download}>
          {t('volunteering.pdf', { year })}
        </Button>
      </section>
      <section className="club-card" aria-labelledby="club-volunteering-log">
        <h2 id="club-volunteering-log" className="club-card__title">
          {t('volunteering.form.title')}
        </h2>
        <HoursForm />
      </section>
      <section className="club-card" aria-labelledby="club-volunteering-entries">
        <h2 id="club-volunteering-entries" className="club-card__title">
          {t('volunteering.entries')}
        </h2>
        {state.data && state.data.entries.length === 0 && <p>{t('volunteering.none')}</p>}
        {state.data && state.data.entries.length > 0 && (
          <ul className="club-volunteering__list">
            {state.data.entries.map((entry) => (
              <li key={entry.id}>
                <span>
                  {entry.task}
                  <br />
                  <span className="club-volunteering__meta">
                    {day.format(new Date(`${entry.worked_on}T00:00:00Z`))} · {hoursText(entry.minutes, locale)}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </span>
                </span>
                <span className="club-volunteering__meta">
                  {t(`volunteering.status.${entry.status}`)}
                  {entry.reason ? `: ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
