// Membership fee (Wallet:Fees, docs/spec.md §10 "Treasury"): the member's fee plan, the next due day,
// every fee charged, and the SEPA direct-debit mandate: given here with the member's consent, or
// withdrawn, after which fees are taken from the wallet again.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Facts, WalletPage } from '../components/wallet-page.tsx';
import { createFeesStore, memberFees } from '../store/fees-store.ts';

export default function FeesPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(createFeesStore);
  const state = useStore(memberFees.at());
  const errors = useStore(store.$errors);
  const busy = useStore(store.$busy);
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [consent, setConsent] = useState(false);
  const fees = state.data;
  return (
    <WalletPage title={t('wallet.pages.fees')}>
      {!fees && state.status !== 'failed' && <p role="status">{t('wallet.fees.loading')}</p>}
      {state.status === 'failed' && !fees && (
        <p role="alert" className="club-problem">
          {t('wallet.fees.failed')}
        </p>
      )}
      {fees && (
        <>
          <Facts
            rows={[
              [
                t('wallet.fees.plan'),
                fees.plan
                  ? t('wallet.fees.planText', {
                      name: fees.plan.name,
                      amount: cents(fees.plan.amount_cents, 'EUR', locale),
                      interval: t(`wallet.fees.intervals.${fees.plan.interval}`),
                    })
                  : t('wallet.fees.noPlan'),
              ],
              [t('wallet.fees.nextDue'), fees.next_due ?? '–'],
              [
                t('wallet.fees.paidBy'),
                fees.mandate
                  ? t('wallet.fees.byDebit', { reference: fees.mandate.reference })
                  : t('wallet.fees.byWallet'),
              ],
            ]}
          />
          <section className="club-wallet-section" aria-labelledby="wallet-fee-charges">
            <h2 id="wallet-fee-charges">{t('wallet.fees.charges')}</h2>
            {fees.charges.length === 0 ? (
              <p>{t('wallet.fees.noCharges')}</p>
            ) : (
              <ul className="club-wallet-list">
                {fees.charges.map((charge) => (
                  <li key={charge.id} className="club-wallet-list__item">
                    <span>
                      {charge.due_on} · {charge.plan}
                    </span>
                    <span>{cents(charge.amount_cents, 'EUR', locale)}</span>
                    <span>{t(`wallet.fees.status.${charge.status}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="club-wallet-section" aria-labelledby="wallet-fee-mandate">
            <h2 id="wallet-fee-mandate">{t('wallet.fees.mandate')}</h2>
            {fees.mandate ? (
              <>
                <p>
                  {t('wallet.fees.mandateText', {
                    holder: fees.mandate.holder,
                    iban: fees.mandate.iban,
                    date: fees.mandate.signed_on,
                  })}
                </p>
                <Button variant="secondary" disabled={busy} onClick={() => void store.revoke()}>
                  {t('wallet.fees.revoke')}
                </Button>
              </>
            ) : (
              <form
                className="club-wallet-section"
                onSubmit={(event) => {
                  event.preventDefault();
                  void store.give({ holder, iban, consent });
                }}
              >
                <TextField
                  label={t('wallet.fees.holder')}
                  value={holder}
                  onInput={setHolder}
                  error={errors.holder?.[0]}
                />
                <TextField label={t('wallet.fees.iban')} value={iban} onInput={setIban} error={errors.iban?.[0]} />
                <CheckboxField
                  label={t('wallet.fees.consent')}
                  value={consent}
                  onInput={setConsent}
                  error={errors.consent?.[0]}
                />
                <Button type="submit" loading={busy}>
                  {t('wallet.fees.give')}
                </Button>
              </form>
            )}
          </section>
        </>
      )}
    </WalletPage>
  );
}
