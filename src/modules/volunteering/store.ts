// The member's volunteer hours: a year's entries and progress (one key per year), the form that logs
// hours (validated on blur and change, docs/spec.md §5, and by the server), and the yearly PDF.
import { atom } from 'nanostores';
import type { Translate } from '../../core/i18n/i18n.ts';
import { downloadBase64Pdf } from '../../core/pdf.ts';
import { createFetcher } from '../../core/resource/resource.ts';
import { createFormSubmit } from '../../core/form-submit.ts';
import { createForm, required, type Rule } from '../../core/validation.ts';
import { getVolunteerYear, getYearPdf, logHours } from './api.ts';

// The club's days are Berlin's (docs/spec.md §9); en-CA writes them as YYYY-MM-DD.
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
export const berlinToday = (): string => berlinDay.format(new Date());

export const volunteerYears = createFetcher({ fetch: (year: number) => getVolunteerYear(year) });

/** This calendar year in Berlin, the club's year. */
export const currentYear = (): number => Number(berlinToday().slice(0, 4));

/** Hours as the member types them ("1.5", "2,25") in minutes; NaN when it is no number. */
export const minutesOf = (hours: string): number => Math.round(Number(hours.trim().replace(',', '.')) * 60);

const duration: Rule = {
  name: 'duration',
  test: (value) => {
    const minutes = minutesOf(String(value ?? ''));
    return minutes >= 15 && minutes <= 12 * 60;
  },
};

export interface HoursValues extends Record<string, unknown> {
  worked_on: string;
  task: string;
  hours: string;
  note: string;
}

export function createHoursForm(t: Translate) {
  const form = createForm<HoursValues>({
    fields: { worked_on: [required], task: [required], hours: [required, duration], note: [] },
    initial: { worked_on: berlinToday(), task: '', hours: '', note: '' },
    labels: {
      get worked_on() {
        return t('volunteering.form.day');
      },
      get task() {
        return t('volunteering.form.task');
      },
      get hours() {
        return t('volunteering.form.hours');
      },
      get note() {
        return t('volunteering.form.note');
      },
    },
    messages: (rule) => (rule.name === 'duration' ? t('volunteering.form.duration') : t('volunteering.form.required')),
  });
  const $saved = atom(false);
  const { $busy, $problem, submit } = createFormSubmit(form, async (values) => {
    $saved.set(false);
    const entry = await logHours({
      worked_on: values.worked_on,
      task: values.task.trim(),
      minutes: minutesOf(values.hours),
      note: values.note.trim() || null,
    });
    form.reset();
    $saved.set(true);
    void volunteerYears.load(Number(entry.worked_on.slice(0, 4)));
  });

  return { form, $busy, $problem, $saved, submit };
}

export async function downloadYearPdf(year: number): Promise<void> {
  const { name, data } = await getYearPdf(year);
  downloadBase64Pdf(data, name);
}
