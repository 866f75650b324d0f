// Wallet entries as a list that reads well from 360 px up: what and when on the left, the signed
// amount on the right, each row a link to its detail page.
import { useStore } from '@nanostores/react';
import { date } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import { amountTone, signedCents } from '../store/money.ts';
import { walletPaths } from '../store/paths.ts';
import type { WalletTransaction } from '../types.ts';
import { PlainLink, type LinkComponent } from '../../../ui/link.tsx';

export interface TransactionListProps {
  transactions: WalletTransaction[];
  link?: LinkComponent;
  /** Maps a portal path to the href shown (a widget prefixes the portal's address). */
  hrefOf?: (path: string) => string;
}

export function TransactionList({
  transactions,
  link: Link = PlainLink,
  hrefOf = (path) => path,
}: TransactionListProps) {
  const { t, locale } = useStore($i18n);
  return (
    <ul className="club-wallet-list">
      {transactions.map((tx) => (
        <li key={tx.label} className="club-wallet-list__item">
          <Link href={hrefOf(walletPaths.transaction(tx.label))} className="club-wallet-list__link">
            <span className="club-wallet-list__main">
              <span className="club-wallet-list__title">{tx.description}</span>
              <span className="club-wallet-list__meta">
                {date(tx.created_at, locale)} · {t(`wallet.types.${tx.type}`)}
                {tx.status !== 'completed' && (
                  <span className={cx('club-wallet-status', `club-wallet-status--${tx.status}`)}>
                    {t(`wallet.statuses.${tx.status}`)}
                  </span>
                )}
              </span>
            </span>
            <span className={cx('club-wallet-amount', `club-wallet-amount--${amountTone(tx.amount_cents)}`)}>
              {signedCents(tx.amount_cents, tx.currency, locale)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
