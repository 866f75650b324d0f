// The quota meter: grams received (and reserved) today against 25 g and this month against the
// member's monthly limit (50 g, 30 g under 21), as two labelled progress bars.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { Quota } from '../types.ts';

const g = (n: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);

export function QuotaMeter({ quota }: { quota: Quota }) {
  const { t, locale } = useStore($i18n);
  const bar = (id: string, label: string, used: number, limit: number) => (
    <div className="club-growing-meter">
      <span className="club-growing-meter__label" id={id}>
        <span>{label}</span>
        <span>{t('growing.quota.usedOf', { used: g(used, locale), limit: g(limit, locale) })}</span>
      </span>
      <progress aria-labelledby={id} max={limit} value={Math.min(used, limit)} />
    </div>
  );
  return (
    <div className="club-growing-section">
      {bar('club-growing-quota-day', t('growing.quota.today'), quota.day.used_grams, quota.day.limit_grams)}
      {bar('club-growing-quota-month', t('growing.quota.month'), quota.month.used_grams, quota.month.limit_grams)}
      {quota.under_21 && <p className="club-growing-hint">{t('growing.quota.under21')}</p>}
      {!quota.date_of_birth && <p className="club-growing-problem">{t('growing.quota.noBirthDate')}</p>}
      {quota.date_of_birth && !quota.age_check && <p className="club-growing-hint">{t('growing.quota.unchecked')}</p>}
    </div>
  );
}
