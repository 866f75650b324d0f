// The volunteering dashboard card (docs/spec.md §11): this year's approved hours against the club's
// target, and the way to log more. The portal renders it without props.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { adoptStyles } from '../../../ui/styles.ts';
import { currentYear, volunteerYears } from '../store.ts';
import { Progress } from './progress.tsx';
import { volunteeringCss } from './styles.ts';

export default function VolunteeringCard() {
  const { t } = useStore($i18n);
  const state = useStore(volunteerYears.at(currentYear()));
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, volunteeringCss);
  }, []);
  return (
    <section className="club-card" aria-labelledby="club-volunteering-card-title">
      <h2 id="club-volunteering-card-title" className="club-card__title">
        {t('volunteering.card')}
      </h2>
      {state.data ? <Progress year={state.data} /> : state.status === 'failed' && <p>{t('volunteering.failed')}</p>}
      <Link href="/volunteering">{t('volunteering.log')}</Link>
    </section>
  );
}
