// The member's balance, pending credits and newest entries from $wallet: shown by the dashboard
// card, the overview page and (later) the wallet-summary widget. No router import: links come in
// through `link` and `hrefOf`.
import { useStore } from '@nanostores/react';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { messageOf } from '../../../core/api/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { $wallet, loadWallet } from '../store.ts';
import { walletPaths } from '../store/paths.ts';
import { PlainLink, type LinkComponent } from '../../../ui/link.tsx';
import { TransactionList } from './transaction-list.tsx';

export interface WalletSummaryProps {
  /** How many of the newest entries to list (0: none; at most 5). */
  recent?: number;
  /** Shows a link to the wallet overview. */
  showOverviewLink?: boolean;
  link?: LinkComponent;
  hrefOf?: (path: string) => string;
}

export function WalletSummary({
  recent = 3,
  showOverviewLink = true,
  link: Link = PlainLink,
  hrefOf = (path) => path,
}: WalletSummaryProps) {
  const { t, locale } = useStore($i18n);
  const { data: wallet, status, error } = useStore($wallet);

  if (!wallet) {
    if (status === 'failed') {
      return (
        <div className="club-wallet-summary">
          <p role="alert" className="club-wallet-problem">
            {t('wallet.failed', { reason: messageOf(error, t) })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void loadWallet()}>
            {t('wallet.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="club-wallet-summary" aria-busy="true">
        <span className="club-visually-hidden" role="status">
          {t('wallet.summary.loading')}
        </span>
        <Skeleton lines={3} />
      </div>
    );
  }

  const entries = wallet.recent_transactions.slice(0, Math.max(0, recent));
  return (
    <div className="club-wallet-summary">
      <p className="club-wallet-summary__balance">
        <span className="club-wallet-summary__label">{t('wallet.summary.balance')}</span>
        <span className="club-wallet-summary__amount">{cents(wallet.balance_cents, wallet.currency, locale)}</span>
      </p>
      {wallet.pending_cents > 0 && (
        <p className="club-wallet-summary__pending" title={t('wallet.summary.pendingHint')}>
          {t('wallet.summary.pending', { amount: cents(wallet.pending_cents, wallet.currency, locale) })}
        </p>
      )}
      {recent > 0 && (
        <>
          <h3 className="club-wallet-summary__heading">{t('wallet.summary.recent')}</h3>
          {entries.length > 0 ? (
            <TransactionList transactions={entries} link={Link} hrefOf={hrefOf} />
          ) : (
            <p className="club-wallet-empty">{t('wallet.transactions.empty')}</p>
          )}
        </>
      )}
      {showOverviewLink && (
        <Link href={hrefOf(walletPaths.overview)} className="club-wallet-summary__more">
          {t('wallet.summary.open')}
        </Link>
      )}
    </div>
  );
}
