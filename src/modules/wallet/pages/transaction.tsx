// One transaction (docs/spec.md §2 'financial/transaction/{transaction_label}') with its receipt as PDF.
import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { messageOf } from '../../../core/api/errors.ts';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { cx } from '../../../ui/class-names.ts';
import { LoadStateView } from '../components/load-state.tsx';
import { Facts, WalletPage } from '../components/wallet-page.tsx';
import { amountTone, entryState, signedCents } from '../store/money.ts';
import { walletPaths } from '../store/paths.ts';
import { createReceiptDownload } from '../store/receipt.ts';
import { transactionRecord } from '../store/records.ts';
import type { TransactionReference } from '../types.ts';

function ReferenceLink({ reference }: { reference: TransactionReference }) {
  const { t } = useStore($i18n);
  const text = t(`wallet.transaction.references.${reference.type}`, { label: reference.label });
  if (reference.type === 'order') return <Link href={walletPaths.order(reference.label)}>{text}</Link>;
  if (reference.type === 'withdrawal') return <Link href={walletPaths.withdrawal(reference.label)}>{text}</Link>;
  return <>{text}</>;
}

export default function TransactionPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useStore($i18n);
  const label = params.transaction_label ?? '';
  const receipt = useMemo(() => createReceiptDownload(), []);
  const state = useStore(transactionRecord.at(label));
  const download = useStore(receipt.$download);
  const load = () => void transactionRecord.load(label);

  const actions =
    state.data !== null ? (
      <Button
        variant="secondary"
        icon={<Icon name="download" />}
        loading={download.busy}
        onClick={() => void receipt.download(label)}
      >
        {download.busy ? t('wallet.transaction.downloading') : t('wallet.transaction.download')}
      </Button>
    ) : undefined;

  return (
    <WalletPage title={t('wallet.pages.transaction')} actions={actions}>
      {download.error !== null && (
        <p role="alert" className="club-wallet-problem">
          {t('wallet.transaction.downloadFailed', { reason: messageOf(download.error, t) })}
        </p>
      )}
      <LoadStateView
        state={state}
        loadingLabel={t('wallet.transaction.loading')}
        notFound={t('wallet.transaction.notFound')}
        onRetry={load}
      >
        {(tx) => (
          <div className="club-card">
            <Facts
              rows={[
                [t('wallet.transaction.label'), tx.label],
                [t('wallet.transaction.date'), dateTime(tx.created_at, locale)],
                [t('wallet.transaction.type'), t(`wallet.types.${tx.type}`)],
                [t('wallet.transaction.description'), tx.description],
                [
                  t('wallet.transaction.amount'),
                  <span className={cx('club-wallet-amount', `club-wallet-amount--${amountTone(tx.amount_cents)}`)}>
                    {signedCents(tx.amount_cents, tx.currency, locale)}
                  </span>,
                ],
                [
                  t('wallet.transaction.balanceAfter'),
                  tx.balance_after_cents === null
                    ? t('wallet.transaction.notBooked')
                    : cents(tx.balance_after_cents, tx.currency, locale),
                ],
                [t('wallet.transaction.status'), t(`wallet.statuses.${entryState(tx)}`)],
                ...(tx.reversed_by
                  ? [
                      [
                        t(tx.type === 'withdrawal' ? 'wallet.transaction.returnedBy' : 'wallet.transaction.releasedBy'),
                        <Link href={walletPaths.transaction(tx.reversed_by)}>{tx.reversed_by}</Link>,
                      ] as [string, ReactNode],
                    ]
                  : []),
                ...(tx.reverses
                  ? [
                      [
                        t('wallet.transaction.givesBack'),
                        <Link href={walletPaths.transaction(tx.reverses)}>{tx.reverses}</Link>,
                      ] as [string, ReactNode],
                    ]
                  : []),
                ...(tx.reference
                  ? [
                      [t('wallet.transaction.reference'), <ReferenceLink reference={tx.reference} />] as [
                        string,
                        ReactNode,
                      ],
                    ]
                  : []),
              ]}
            />
          </div>
        )}
      </LoadStateView>
    </WalletPage>
  );
}
