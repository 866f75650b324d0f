// The wallet's dashboard card (docs/spec.md §2 Dashboard): 'Wallet balance' with the pending credits, the
// newest entries and a link to the wallet. The portal renders it without props.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { adoptStyles } from '../../../ui/styles.ts';
import { WalletSummary } from './wallet-summary.tsx';
import { walletCss, walletSummaryCss } from './styles.ts';

export default function WalletBalanceCard() {
  const { t } = useStore($i18n);
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, walletSummaryCss, walletCss);
  }, []);
  return (
    <section className="club-card club-wallet-card" aria-labelledby="club-wallet-card-title">
      <h2 id="club-wallet-card-title" className="club-card__title">
        {t('wallet.card.title')}
      </h2>
      <WalletSummary recent={3} link={Link} />
    </section>
  );
}
