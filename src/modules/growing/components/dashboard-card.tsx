// The Dashboard's quota card: today's and this month's grams against the law's limits.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { adoptStyles } from '../../../ui/styles.ts';
import { QuotaMeter } from './quota-meter.tsx';
import { $quota } from '../store.ts';
import { growingCss } from './styles.ts';

export default function QuotaCard() {
  const { t } = useStore($i18n);
  const quota = useStore($quota).data;
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, growingCss);
  }, []);
  return (
    <section className="club-card club-growing-section" aria-labelledby="club-growing-card-title">
      <h2 id="club-growing-card-title" className="club-card__title">
        {t('growing.card.title')}
      </h2>
      {quota ? (
        <QuotaMeter quota={quota} />
      ) : (
        // the skeleton keeps the card's place on the dashboard while the quota arrives
        <>
          <span className="club-visually-hidden" role="status">
            {t('growing.loading')}
          </span>
          <Skeleton lines={3} />
        </>
      )}
      <Link href="/growing/sale">{t('growing.card.reserve')}</Link>
    </section>
  );
}
