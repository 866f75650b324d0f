// Make a deposit (docs/spec.md §2 'financial/action/make-deposit'): the member picks an amount within the
// club's limits and gets an order to pay by bank transfer; its bank details page opens next.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { required } from '../../../core/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { createDeposit, getLimits } from '../api.ts';
import { AmountField } from '../components/amount-field.tsx';
import { ProblemText } from '../components/problem-text.tsx';
import { FormLoadFailed } from '../components/load-state.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { amountRule, createMoneyForm, normalizeAmount } from '../store/money-form.ts';
import { walletPaths } from '../store/paths.ts';
import type { WalletLimits } from '../types.ts';

export default function MakeDeposit() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const [limits, setLimits] = useState<WalletLimits | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getLimits().then(setLimits, () => setFailed(true));
  };
  useEffect(load, []);
  const action = useMemo(
    () =>
      createMoneyForm({
        fields: { amount: [required, amountRule] },
        initial: { amount: '' },
        labels: { amount: t('wallet.form.amount') },
        messages: (rule) => t(`wallet.form.rules.${rule.name}`),
        run: (values, key) => createDeposit({ amount: normalizeAmount(values.amount) }, key),
      }),
    [],
  );
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const submit = async () => {
    const order = await action.submit();
    if (order) navigate(walletPaths.bankDetails(order.label));
  };

  return (
    <WalletPage title={t('wallet.pages.makeDeposit')}>
      <div className="club-card club-wallet-section">
        {failed ? (
          <FormLoadFailed onRetry={load} />
        ) : !limits ? (
          <Spinner label={t('wallet.form.loading')} />
        ) : (
          <form
            className="club-wallet-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <p className="club-wallet-hint">{t('wallet.deposit.intro', { days: limits.order_expiry_days })}</p>
            <AmountField form={action.form} min={limits.deposit_min_cents} max={limits.deposit_max_cents} />
            <ProblemText problem={problem} />
            <div className="club-wallet-actions">
              <Button type="submit" loading={busy}>
                {t('wallet.deposit.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </WalletPage>
  );
}
