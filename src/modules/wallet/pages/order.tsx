// One order (docs/spec.md §2 'financial/order/{order_label}/{status?}'): its lines, total, status and how
// it is paid. The optional status segment (a payment provider's return) is accepted; the status
// shown is always the server's.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cents, date, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { LoadStateView } from '../components/load-state.tsx';
import { Facts, WalletPage } from '../components/wallet-page.tsx';
import { walletPaths } from '../store/paths.ts';
import { orderCancel, orderRecord } from '../store/records.ts';
import { PdfButton, PdfProblem, useWalletDocument } from '../components/wallet-document.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { messageOf } from '../../../core/api/errors.ts';

export default function OrderPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useStore($i18n);
  const label = params.order_label ?? '';
  const { state, load, download, downloadPdf } = useWalletDocument(label, orderRecord);
  const cancelling = useStore(orderCancel.$state);

  return (
    <WalletPage title={t('wallet.pages.order')}>
      <PdfProblem download={download} />
      <LoadStateView
        state={state}
        loadingLabel={t('wallet.order.loading')}
        notFound={t('wallet.order.notFound')}
        onRetry={load}
      >
        {(order) => (
          <>
            <div className="club-card club-wallet-section">
              <Facts
                rows={[
                  [t('wallet.order.label'), order.label],
                  [t('wallet.order.date'), dateTime(order.created_at, locale)],
                  [
                    t('wallet.order.status'),
                    <span className={`club-wallet-status club-wallet-status--${order.status}`}>
                      {t(`wallet.orderStatuses.${order.status}`)}
                    </span>,
                  ],
                  ...(order.status === 'pending' && order.expires_at
                    ? [[t('wallet.bank.payBy'), date(order.expires_at, locale)] as [string, ReactNode]]
                    : []),
                  [t('wallet.order.paymentMethod'), t(`wallet.paymentMethods.${order.payment_method}`)],
                  ...(order.bank_reference
                    ? [[t('wallet.order.bankReference'), <code>{order.bank_reference}</code>] as [string, ReactNode]]
                    : []),
                  ...(order.transaction_label
                    ? [
                        [
                          t('wallet.order.paidBy'),
                          <Link href={walletPaths.transaction(order.transaction_label)}>
                            {order.transaction_label}
                          </Link>,
                        ] as [string, ReactNode],
                      ]
                    : []),
                  [t('wallet.order.total'), <strong>{cents(order.total_cents, order.currency, locale)}</strong>],
                  ...(order.paid_cents !== null && order.paid_cents !== order.total_cents
                    ? [
                        [t('wallet.order.received'), cents(order.paid_cents, order.currency, locale)] as [
                          string,
                          ReactNode,
                        ],
                      ]
                    : []),
                ]}
              />
              {order.status === 'pending' && order.bank_reference && (
                <p className="club-wallet-hint">{t('wallet.order.bankHint')}</p>
              )}
              <div className="club-wallet-actions">
                {order.status === 'pending' && order.bank_reference && (
                  <Link href={walletPaths.bankDetails(order.label)}>{t('wallet.order.showBankDetails')}</Link>
                )}
                {order.status === 'pending' && order.purpose === 'deposit' && (
                  <Button variant="secondary" onClick={() => orderCancel.ask(order.label)}>
                    {t('wallet.order.cancel')}
                  </Button>
                )}
                {(order.status !== 'pending' || order.bank_reference) && (
                  <PdfButton download={download} onClick={downloadPdf}>
                    {t(`wallet.order.document.${order.status}`)}
                  </PdfButton>
                )}
              </div>
              <ConfirmDialog
                open={cancelling.asking === order.label}
                title={t('wallet.order.cancelQuestion', { label: order.label })}
                description={t('wallet.order.cancelHint')}
                confirm={t('wallet.order.cancel')}
                cancel={t('wallet.order.keep')}
                closeLabel={t('wallet.close')}
                busy={cancelling.busy}
                problem={cancelling.error ? messageOf(cancelling.error, t) : null}
                onConfirm={() => void orderCancel.confirm()}
                onCancel={orderCancel.cancel}
              />
            </div>
            <section className="club-card club-wallet-section" aria-labelledby="club-wallet-order-items">
              <h2 id="club-wallet-order-items" className="club-card__title">
                {t('wallet.order.items')}
              </h2>
              <ul className="club-wallet-list">
                {order.items.map((item, index) => (
                  <li key={index} className="club-wallet-list__item club-wallet-list__row">
                    <span className="club-wallet-list__main">
                      <span className="club-wallet-list__title">{item.name}</span>
                      <span className="club-wallet-list__meta">
                        {t('wallet.order.line', {
                          quantity: item.quantity,
                          price: cents(item.unit_price_cents, order.currency, locale),
                        })}
                      </span>
                    </span>
                    <span className="club-wallet-amount">{cents(item.total_cents, order.currency, locale)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </LoadStateView>
    </WalletPage>
  );
}
