// This year's progress towards the club's target: a labelled progress bar and the figures in words.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { VolunteerYear } from '../types.ts';

/** Minutes as hours for reading: "2.5 h", "2,5 h". */
export const hoursText = (minutes: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60)} h`;

export function Progress({ year }: { year: VolunteerYear }) {
  const { t, locale } = useStore($i18n);
  const figures = {
    approved: hoursText(year.approved_minutes, locale),
    target: hoursText(year.target_minutes, locale),
    pending: hoursText(year.pending_minutes, locale),
  };
  return (
    <div>
      <progress
        className="club-volunteering__progress"
        max={year.target_minutes}
        value={Math.min(year.approved_minutes, year.target_minutes)}
        aria-label={t('volunteering.progressLabel', { year: year.year })}
      />
      <p className="club-volunteering__figures">
        {t('volunteering.progress', figures)}
        {year.pending_minutes > 0 && ` ${t('volunteering.pending', figures)}`}
      </p>
    </div>
  );
}
