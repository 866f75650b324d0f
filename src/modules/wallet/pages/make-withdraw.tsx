// Make a withdrawal (docs/spec.md §2 'financial/action/make-withdraw'): an amount and one of the member's
// withdraw accounts. The server reserves the amount at once; above the available balance it
// refuses with a message next to the amount, and nothing is booked.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { required } from '../../../core/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { createWithdrawal, getLimits, getWithdrawAccounts } from '../api.ts';
import { AmountField } from '../components/amount-field.tsx';
import { ProblemText } from '../components/problem-text.tsx';
import { FormLoadFailed } from '../components/load-state.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { amountRule, createMoneyForm, normalizeAmount } from '../store/money-form.ts';
import { walletPaths } from '../store/paths.ts';
import { $wallet, loadWallet } from '../store.ts';
import type { WalletLimits, WithdrawAccount } from '../types.ts';

export default function MakeWithdraw() {
  const { t, locale } = useStore($i18n);
  const [, navigate] = useLocation();
  const wallet = useStore($wallet);
  const [setup, setSetup] = useState<{ limits: WalletLimits; accounts: WithdrawAccount[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void loadWallet().catch(() => {});
    Promise.all([getLimits(), getWithdrawAccounts()]).then(
      ([limits, accounts]) => setSetup({ limits, accounts }),
      () => setFailed(true),
    );
  };
  useEffect(load, []);
  const action = useMemo(
    () =>
      createMoneyForm({
        fields: { amount: [required, amountRule], withdraw_account_id: [required] },
        initial: { amount: '', withdraw_account_id: '' },
        labels: { amount: t('wallet.form.amount'), withdraw_account_id: t('wallet.withdraw.account') },
        messages: (rule) => t(`wallet.form.rules.${rule.name}`),
        run: (values, key) =>
          createWithdrawal(
            { amount: normalizeAmount(values.amount), withdraw_account_id: Number(values.withdraw_account_id) },
            key,
          ),
      }),
    [],
  );
  const values = useStore(action.form.$values);
  const errors = useStore(action.form.$errors);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  useEffect(() => {
    const preferred = setup?.accounts.find((a) => a.is_default) ?? setup?.accounts[0];
    if (preferred && !action.form.$values.get().withdraw_account_id)
      action.form.input('withdraw_account_id', String(preferred.id));
  }, [setup]);

  const submit = async () => {
    const withdrawal = await action.submit();
    if (withdrawal) {
      void loadWallet().catch(() => {});
      navigate(walletPaths.withdrawal(withdrawal.label));
    } else {
      void loadWallet().catch(() => {});
    }
  };

  return (
    <WalletPage title={t('wallet.pages.makeWithdraw')}>
      <div className="club-card club-wallet-section">
        {failed ? (
          <FormLoadFailed onRetry={load} />
        ) : !setup ? (
          <Spinner label={t('wallet.form.loading')} />
        ) : setup.accounts.length === 0 ? (
          <p className="club-wallet-hint">
            {t('wallet.withdraw.noAccounts')}{' '}
            <Link href={walletPaths.withdrawAccounts}>{t('wallet.withdraw.addAccount')}</Link>
          </p>
        ) : (
          <form
            className="club-wallet-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {wallet && (
              <p className="club-wallet-hint">
                {t('wallet.withdraw.available', { amount: cents(wallet.balance_cents, wallet.currency, locale) })}
              </p>
            )}
            <AmountField
              form={action.form}
              min={setup.limits.withdrawal_min_cents}
              max={setup.limits.withdrawal_max_cents}
            />
            <SelectField
              label={t('wallet.withdraw.account')}
              required
              value={values.withdraw_account_id}
              error={errors.withdraw_account_id}
              options={setup.accounts.map((a) => ({
                value: String(a.id),
                label: `${a.holder} · ${a.iban.slice(0, 4)} … ${a.iban.slice(-4)}`,
              }))}
              onInput={(value) => action.form.input('withdraw_account_id', value)}
              onChange={(value) => action.form.change('withdraw_account_id', value)}
            />
            <ProblemText problem={problem} />
            <div className="club-wallet-actions">
              <Button type="submit" loading={busy}>
                {t('wallet.withdraw.submit')}
              </Button>
              <Link href={walletPaths.withdrawAccounts}>{t('wallet.withdraw.manageAccounts')}</Link>
            </div>
          </form>
        )}
      </div>
    </WalletPage>
  );
}
