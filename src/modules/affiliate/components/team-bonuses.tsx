// Team and referral bonuses from the member's wallet ledger (through the affiliate API).
import { useStore } from '@nanostores/react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import type { TeamBonus } from '../types.ts';

export function TeamBonuses({ bonuses, total }: { bonuses: TeamBonus[]; total: number }) {
  const { t, locale } = useStore($i18n);
  return (
    <section className="club-card" aria-labelledby="club-affiliate-bonuses-title">
      <h2 id="club-affiliate-bonuses-title" className="club-affiliate__section-title">
        {t('affiliate.bonuses.title')}
      </h2>
      <p>{tPlural(t, 'affiliate.bonuses.count', total, locale)}</p>
      {bonuses.length > 0 && (
        <ul className="club-affiliate-bonuses">
          {bonuses.map((bonus) => (
            <li key={bonus.label} className="club-affiliate-bonuses__item">
              <span className="club-affiliate-bonuses__what">
                <span>{bonus.description}</span>
                <span className="club-affiliate-bonuses__date">
                  {dateTime(bonus.created_at, locale, { dateStyle: 'medium' })}
                </span>
              </span>
              <strong className="club-affiliate-bonuses__amount">
                {cents(bonus.amount_cents, bonus.currency, locale)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
