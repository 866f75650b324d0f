// The frame of every wallet page: its stylesheet (adopted, so a strict CSP holds), the heading
// and an optional way back to the overview.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { adoptStyles } from '../../../ui/styles.ts';
import { walletPaths } from '../store/paths.ts';
import { walletCss, walletSummaryCss } from './styles.ts';

export function WalletPage({
  title,
  back = true,
  actions,
  children,
}: {
  title: ReactNode;
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStore($i18n);
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, walletSummaryCss, walletCss);
  }, []);
  return (
    <section className="club-wallet-page">
      {back && (
        <Link href={walletPaths.overview} className="club-wallet-page__back">
          {t('wallet.back')}
        </Link>
      )}
      <div className="club-wallet-page__header">
        <h1 className="club-page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A label/value list (<dl>) that stacks on phones. */
export function Facts({ rows }: { rows: [label: ReactNode, value: ReactNode][] }) {
  return (
    <dl className="club-wallet-facts">
      {rows.map(([label, value], index) => (
        <div key={index} className="club-wallet-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
