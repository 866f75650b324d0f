// The bank details of an order (docs/spec.md §2 'financial/order/{order_label}/bank-details'): for a
// pending order the club's account, the amount and the reference to transfer with, each with a copy
// button, the GiroCode (EPC QR code) a banking app scans, and the same as a PDF. Any other order is
// not to be paid: the page says so in its status colour and offers its receipt or notice instead. When the club marks the order paid,
// the WalletUpdated cue reloads the page, so the member sees it without a reload.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { cents, date, plainAmount } from '../../../core/format.ts';
import { cx } from '../../../ui/class-names.ts';
import type { BankDetails } from '../types.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { CopyValue } from '../components/copy-button.tsx';
import { LoadStateView } from '../components/load-state.tsx';
import { Facts, WalletPage } from '../components/wallet-page.tsx';
import { PdfButton, PdfProblem, useWalletDocument } from '../components/wallet-document.tsx';
import { walletPaths } from '../store/paths.ts';
import { bankDetailsRecord } from '../store/records.ts';

/** The SVG as an <img> source: no script in it can run, and no inline markup is needed. */
function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** An order that is not to be paid: what happened to it, in its status colour, and no payment details. */
function NothingToPay({ details }: { details: BankDetails }) {
  const { t, locale } = useStore($i18n);
  const { status, label } = details.order;
  return (
    <div className="club-card club-wallet-section">
      <p className={cx('club-wallet-state', `club-wallet-state--${status}`)} role="status">
        <strong>{t('wallet.bank.state', { status: t(`wallet.orderStatuses.${status}`) })}</strong>{' '}
        {t(`wallet.bank.nothingToPay.${status}`)}
      </p>
      <Facts
        rows={[
          [t('wallet.order.label'), <Link href={walletPaths.order(label)}>{label}</Link>],
          [t('wallet.bank.amount'), cents(details.amount_cents, details.currency, locale)],
        ]}
      />
    </div>
  );
}

export default function BankDetailsPage({ params }: { params: Record<string, string> }) {
  const { t, locale } = useStore($i18n);
  const label = params.order_label ?? '';
  const { state, load, download, downloadPdf } = useWalletDocument(label, bankDetailsRecord);
  const payable = state.data?.order.status === 'pending';

  return (
    <WalletPage
      title={t('wallet.pages.bankDetails')}
      actions={
        state.data && (
          <PdfButton download={download} onClick={downloadPdf}>
            {t(payable ? 'wallet.transaction.download' : `wallet.order.document.${state.data.order.status}`)}
          </PdfButton>
        )
      }
    >
      <PdfProblem download={download} />
      <LoadStateView
        state={state}
        loadingLabel={t('wallet.bank.loading')}
        notFound={t('wallet.order.notFound')}
        onRetry={load}
      >
        {(details) => {
          if (details.order.status !== 'pending' || !details.qr_svg) return <NothingToPay details={details} />;
          const amount = cents(details.amount_cents, details.currency, locale);
          return (
            <>
              <div className="club-card club-wallet-section">
                <p className="club-wallet-hint" role="status">
                  {t('wallet.bank.intro')}
                </p>
                <Facts
                  rows={[
                    [
                      t('wallet.bank.recipient'),
                      <CopyValue label={t('wallet.bank.recipient')} value={details.recipient} />,
                    ],
                    [
                      t('wallet.bank.iban'),
                      <CopyValue label={t('wallet.bank.iban')} value={details.iban} shown={grouped(details.iban)} />,
                    ],
                    [t('wallet.bank.bic'), <CopyValue label={t('wallet.bank.bic')} value={details.bic} />],
                    [t('wallet.bank.bank'), details.bank_name],
                    [
                      t('wallet.bank.amount'),
                      // What the screen shows, in this language's form (12,34 in German): a banking app takes it as typed.
                      <CopyValue
                        label={t('wallet.bank.amount')}
                        value={plainAmount(details.amount_cents, locale)}
                        shown={amount}
                      />,
                    ],
                    [
                      t('wallet.bank.reference'),
                      <CopyValue label={t('wallet.bank.reference')} value={details.reference} />,
                    ],
                    ...(details.order.expires_at
                      ? [[t('wallet.bank.payBy'), date(details.order.expires_at, locale)] as [string, string]]
                      : []),
                    [
                      t('wallet.order.label'),
                      <Link href={walletPaths.order(details.order.label)}>{details.order.label}</Link>,
                    ],
                  ]}
                />
              </div>
              <section className="club-card club-wallet-section" aria-labelledby="club-wallet-girocode">
                <h2 id="club-wallet-girocode" className="club-card__title">
                  {t('wallet.bank.qrTitle')}
                </h2>
                <p className="club-wallet-hint">{t('wallet.bank.qrHint')}</p>
                <img
                  className="club-wallet-qr"
                  src={svgDataUrl(details.qr_svg)}
                  alt={t('wallet.bank.qrAlt', { amount, reference: details.reference })}
                  width={200}
                  height={200}
                />
              </section>
            </>
          );
        }}
      </LoadStateView>
    </WalletPage>
  );
}
