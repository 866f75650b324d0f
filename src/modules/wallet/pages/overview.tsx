// Wallet overview (docs/spec.md §2 'financial'): balance and pending credits, a statement of a month,
// a year or chosen days, then the transactions, the orders and the member's withdrawals with their states, each a paged list
// linking to its detail page. Their pages are in the address (?page=N, ?orders=N, ?withdrawals=N), so the back button from a
// transaction returns to the page it was on.
import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import { cents, date } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import { LoadStateView } from '../components/load-state.tsx';
import { Pager, PastLastPage } from '../components/pager.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { WalletSummary } from '../components/wallet-summary.tsx';
import { orderPages, transactionPages, withdrawalPages } from '../store/lists.ts';
import { OVERVIEW_PAGES, walletPaths } from '../store/paths.ts';
import { pageFromSearch } from '../../../core/resource/page-search.ts';
import { StatementForm } from '../components/statement-form.tsx';

export default function WalletOverview() {
  const { t, locale } = useStore($i18n);
  const search = useSearch();
  const [, navigate] = useLocation();
  const pages = {
    transactions: pageFromSearch(search, OVERVIEW_PAGES.transactions),
    orders: pageFromSearch(search, OVERVIEW_PAGES.orders),
    withdrawals: pageFromSearch(search, OVERVIEW_PAGES.withdrawals),
  };
  const txState = useStore(transactionPages.at(pages.transactions));
  const orderState = useStore(orderPages.at(pages.orders));
  const withdrawalState = useStore(withdrawalPages.at(pages.withdrawals));
  const toPage = (list: keyof typeof pages, n: number) => navigate(walletPaths.overviewAt({ ...pages, [list]: n }));

  return (
    <WalletPage
      title={t('wallet.pages.overview')}
      back={false}
      actions={
        <div className="club-wallet-actions">
          <Link href={walletPaths.makeDeposit} className="club-button club-button--primary">
            {t('wallet.actions.deposit')}
          </Link>
          <Link href={walletPaths.makeWithdraw} className="club-button club-button--secondary">
            {t('wallet.actions.withdraw')}
          </Link>
          <Link href={walletPaths.fees} className="club-button club-button--secondary">
            {t('wallet.actions.fees')}
          </Link>
        </div>
      }
    >
      <div className="club-card club-wallet-section">
        <WalletSummary recent={0} showOverviewLink={false} link={Link} />
      </div>

      <StatementForm />

      <section className="club-card club-wallet-section" aria-labelledby="club-wallet-transactions">
        <h2 id="club-wallet-transactions" className="club-card__title">
          {t('wallet.transactions.title')}
        </h2>
        <LoadStateView
          state={txState}
          loadingLabel={t('wallet.transactions.loading')}
          notFound={t('wallet.transactions.empty')}
          onRetry={() => void transactionPages.load(pages.transactions)}
        >
          {(page) => (
            <>
              {page.data.length > 0 ? (
                <TransactionList transactions={page.data} link={Link} />
              ) : page.total > 0 ? (
                <PastLastPage firstPage={walletPaths.overviewAt({ ...pages, transactions: 1 })} />
              ) : (
                <p className="club-wallet-empty">{t('wallet.transactions.empty')}</p>
              )}
              <Pager
                page={page}
                label={t('wallet.transactions.title')}
                busy={txState.status === 'loading'}
                onPage={(n) => toPage('transactions', n)}
              />
            </>
          )}
        </LoadStateView>
      </section>

      <section className="club-card club-wallet-section" aria-labelledby="club-wallet-orders">
        <h2 id="club-wallet-orders" className="club-card__title">
          {t('wallet.orders.title')}
        </h2>
        <LoadStateView
          state={orderState}
          loadingLabel={t('wallet.orders.loading')}
          notFound={t('wallet.orders.empty')}
          onRetry={() => void orderPages.load(pages.orders)}
        >
          {(page) => (
            <>
              {page.data.length > 0 ? (
                <ul className="club-wallet-list">
                  {page.data.map((order) => (
                    <li key={order.label} className="club-wallet-list__item">
                      <Link href={walletPaths.order(order.label)} className="club-wallet-list__link">
                        <span className="club-wallet-list__main">
                          <span className="club-wallet-list__title">{order.label}</span>
                          <span className="club-wallet-list__meta">
                            {date(order.created_at, locale)} ·{' '}
                            {t('wallet.orders.items', {
                              count: order.items.reduce((sum, item) => sum + item.quantity, 0),
                            })}
                            <span className={cx('club-wallet-status', `club-wallet-status--${order.status}`)}>
                              {t(`wallet.orderStatuses.${order.status}`)}
                            </span>
                            {order.status === 'pending' && order.expires_at && (
                              <span className="club-wallet-list__pay-by">
                                {t('wallet.orders.payBy', { date: date(order.expires_at, locale) })}
                              </span>
                            )}
                          </span>
                        </span>
                        <span className="club-wallet-amount">{cents(order.total_cents, order.currency, locale)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : page.total > 0 ? (
                <PastLastPage firstPage={walletPaths.overviewAt({ ...pages, orders: 1 })} />
              ) : (
                <p className="club-wallet-empty">{t('wallet.orders.empty')}</p>
              )}
              <Pager
                page={page}
                label={t('wallet.orders.title')}
                busy={orderState.status === 'loading'}
                onPage={(n) => toPage('orders', n)}
              />
            </>
          )}
        </LoadStateView>
      </section>

      <section className="club-card club-wallet-section" aria-labelledby="club-wallet-withdrawals">
        <h2 id="club-wallet-withdrawals" className="club-card__title">
          {t('wallet.withdrawals.title')}
        </h2>
        <LoadStateView
          state={withdrawalState}
          loadingLabel={t('wallet.withdrawals.loading')}
          notFound={t('wallet.withdrawals.empty')}
          onRetry={() => void withdrawalPages.load(pages.withdrawals)}
        >
          {(page) => (
            <>
              {page.data.length > 0 ? (
                <ul className="club-wallet-list">
                  {page.data.map((withdrawal) => (
                    <li key={withdrawal.label} className="club-wallet-list__item">
                      <Link href={walletPaths.withdrawal(withdrawal.label)} className="club-wallet-list__link">
                        <span className="club-wallet-list__main">
                          <span className="club-wallet-list__title">{withdrawal.label}</span>
                          <span className="club-wallet-list__meta">
                            {date(withdrawal.created_at, locale)}
                            <span className={cx('club-wallet-status', `club-wallet-status--${withdrawal.status}`)}>
                              {t(`wallet.withdrawalStatuses.${withdrawal.status}`)}
                            </span>
                          </span>
                        </span>
                        <span className="club-wallet-amount">
                          {cents(withdrawal.amount_cents, withdrawal.currency, locale)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : page.total > 0 ? (
                <PastLastPage firstPage={walletPaths.overviewAt({ ...pages, withdrawals: 1 })} />
              ) : (
                <p className="club-wallet-empty">{t('wallet.withdrawals.empty')}</p>
              )}
              <Pager
                page={page}
                label={t('wallet.withdrawals.title')}
                busy={withdrawalState.status === 'loading'}
                onPage={(n) => toPage('withdrawals', n)}
              />
            </>
          )}
        </LoadStateView>
      </section>
    </WalletPage>
  );
}
