// The quiet hours on the notifications page (docs/spec.md §4 "Notification preferences and quiet
// hours"): from and until (Berlin time), saved together; "No quiet hours" clears both.
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { required, type Rule } from '../../../../core/validation.ts';
import { isClockTime } from '../../../../shared/contract/clock-time.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { getQuietHours, saveQuietHours } from '../../api/settings/quiet-hours.ts';
import type { QuietHours } from '../../types.ts';
import { createAction, createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';

export const clockTime: Rule = {
  name: 'clockTime',
  test: (value) => typeof value !== 'string' || value === '' || isClockTime(value),
};

export function createQuietHoursSettings() {
  const $saved = atom<QuietHours | null>(null);
  const $loadFailed = atom(false);

  const form = createFormAction({
    fields: { starts: [required, clockTime], ends: [required, clockTime] },
    initial: { starts: '', ends: '' },
    labels: labels(t, { starts: 'quietHours.starts', ends: 'quietHours.ends' }),
    messages: validationMessages(t),
    async run({ starts, ends }) {
      $saved.set(await saveQuietHours({ starts, ends }));
      showToast({ kind: 'success', text: t(key('quietHours.saved'), { starts, ends }) });
    },
  });

  const clear = createAction(async () => {
    $saved.set(await saveQuietHours({ starts: null, ends: null }));
    form.form.reset();
    showToast({ kind: 'success', text: t(key('quietHours.cleared')) });
  });

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      const quiet = await getQuietHours();
      $saved.set(quiet);
      form.form.reset();
      if (quiet.starts && quiet.ends) {
        form.form.input('starts', quiet.starts);
        form.form.input('ends', quiet.ends);
      }
    } catch {
      $loadFailed.set(true);
    }
  }

  onStart($saved, () => void load());

  return { $saved, $loadFailed, form, clear, load };
}

export type QuietHoursSettings = ReturnType<typeof createQuietHoursSettings>;
