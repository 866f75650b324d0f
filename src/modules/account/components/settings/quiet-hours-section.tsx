// The quiet hours part of the notifications page (docs/spec.md §4 "Notification preferences and quiet
// hours"): from and until, Berlin time; saved together, or switched off.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useFormField } from '../../../../ui/use-form-field.ts';
import { createQuietHoursSettings } from '../../store/settings/quiet-hours.ts';
import { key, problemText } from '../../store/settings/texts.ts';
import { LoadFailed, Problem, Section } from './settings-section.tsx';

export function QuietHoursSection() {
  const { t } = useStore($i18n);
  const [settings] = useState(createQuietHoursSettings);
  const saved = useStore(settings.$saved);
  const loadFailed = useStore(settings.$loadFailed);
  const starts = useFormField(settings.form.form, 'starts');
  const ends = useFormField(settings.form.form, 'ends');
  const busy = useStore(settings.form.$busy);
  const problem = useStore(settings.form.$problem);
  const clearing = useStore(settings.clear.$busy);
  const clearProblem = useStore(settings.clear.$problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.form.submit();
  };

  return (
    <Section title={t(key('quietHours.title'))} intro={t(key('quietHours.intro'))}>
      {loadFailed ? (
        <LoadFailed onRetry={() => void settings.load()} />
      ) : !saved ? (
        <Spinner label={t(key('common.loading'))} />
      ) : (
        <form className="settings-form" noValidate onSubmit={submit}>
          <p className="settings-notice" role="status">
            {saved.starts && saved.ends
              ? t(key('quietHours.current'), { starts: saved.starts, ends: saved.ends })
              : t(key('quietHours.none'))}
          </p>
          <TextField label={t(key('quietHours.starts'))} type="time" required {...starts} />
          <TextField label={t(key('quietHours.ends'))} type="time" required {...ends} />
          <Problem text={problemText(problem ?? clearProblem, t)} />
          <div className="settings-actions">
            <Button type="submit" loading={busy}>
              {t(key('quietHours.save'))}
            </Button>
            {saved.starts && (
              <Button variant="secondary" loading={clearing} onClick={() => void settings.clear.run()}>
                {t(key('quietHours.clear'))}
              </Button>
            )}
          </div>
        </form>
      )}
    </Section>
  );
}
