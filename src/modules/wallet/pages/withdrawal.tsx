// One withdrawal (docs/spec.md §2 'financial/withdraw/{withdraw_label}'): amount, status, the account it
// goes to (IBAN shortened to its first and last four) and the wallet entry that reserved it; a pending
// one not yet in a payout batch can be cancelled (asked once, its amount available again at once).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { cents, dateTime, first4, last4 } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { LoadStateView } from '../components/load-state.tsx';
import { Facts, WalletPage } from '../components/wallet-page.tsx';
import { walletPaths } from '../store/paths.ts';
import { withdrawalCancel, withdrawalRecord } from '../store/records.ts';
import { messageOf } from '../../../core/api/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PdfButton, PdfProblem, useWalletDocument } from '../components/wallet-document.tsx';

export default function WithdrawalPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useStore($i18n);
  const label = params.withdraw_label ?? '';
  const { state, load, download, downloadPdf } = useWalletDocument(label, withdrawalRecord);
  const cancelling = useStore(withdrawalCancel.$state);

  return (
    <WalletPage
      title={t('wallet.pages.withdrawal')}
      actions={
        <PdfButton download={download} onClick={downloadPdf}>
          {t('wallet.transaction.download')}
        </PdfButton>
      }
    >
      <PdfProblem download={download} />
      <LoadStateView
        state={state}
        loadingLabel={t('wallet.withdrawal.loading')}
        notFound={t('wallet.withdrawal.notFound')}
        onRetry={load}
      >
        {(withdrawal) => (
          <div className="club-card">
            <Facts
              rows={[
                [t('wallet.withdrawal.label'), withdrawal.label],
                [t('wallet.withdrawal.date'), dateTime(withdrawal.created_at, locale)],
                [
                  t('wallet.withdrawal.amount'),
                  <strong>{cents(withdrawal.amount_cents, withdrawal.currency, locale)}</strong>,
                ],
                [t('wallet.withdrawal.status'), t(`wallet.withdrawalStatuses.${withdrawal.status}`)],
                ...(withdrawal.reason ? [[t('wallet.withdrawal.reason'), withdrawal.reason] as [string, string]] : []),
                [t('wallet.withdrawal.holder'), withdrawal.account.holder],
                [t('wallet.withdrawal.iban'), `${first4(withdrawal.account.iban)} … ${last4(withdrawal.account.iban)}`],
                [
                  t('wallet.withdrawal.transaction'),
                  withdrawal.transaction_label ? (
                    <Link href={walletPaths.transaction(withdrawal.transaction_label)}>
                      {withdrawal.transaction_label}
                    </Link>
                  ) : (
                    t('wallet.withdrawal.noTransaction')
                  ),
                ],
              ]}
            />
            {withdrawal.status === 'pending' && (
              <div className="club-wallet-actions">
                <Button variant="secondary" onClick={() => withdrawalCancel.ask(withdrawal.label)}>
                  {t('wallet.withdrawal.cancel')}
                </Button>
              </div>
            )}
            <ConfirmDialog
              open={cancelling.asking === withdrawal.label}
              title={t('wallet.withdrawal.cancelQuestion', { label: withdrawal.label })}
              description={t('wallet.withdrawal.cancelHint')}
              confirm={t('wallet.withdrawal.cancel')}
              cancel={t('wallet.withdrawal.keep')}
              closeLabel={t('wallet.close')}
              busy={cancelling.busy}
              problem={cancelling.error ? messageOf(cancelling.error, t) : null}
              onConfirm={() => void withdrawalCancel.confirm()}
              onCancel={withdrawalCancel.cancel}
            />
          </div>
        )}
      </LoadStateView>
    </WalletPage>
  );
}
