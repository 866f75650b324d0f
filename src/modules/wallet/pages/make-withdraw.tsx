// Make a withdrawal (docs/spec.md §2 'financial/action/make-withdraw'): an amount and one of the member's
// withdraw accounts. The server reserves the amount at once; above the available balance it
// refuses with a message next to the amount, and nothing is booked.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { ProblemText } from '../components/problem-text.tsx';
import { FormLoadFailed } from '../components/load-state.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { createWithdrawForm, limits, withdrawAccounts } from '../store/forms.ts';
import { walletPaths } from '../store/paths.ts';
import { $wallet } from '../store.ts';
import { useFormTexts } from '../../../ui/use-form-field.ts';

export default function MakeWithdraw() {
  const { t, locale } = useStore($i18n);
  const [, navigate] = useLocation();
  const wallet = useStore($wallet).data;
  const offered = useStore(limits.at());
  const accounts = useStore(withdrawAccounts.at());
  const setup = offered.data && accounts.data ? { limits: offered.data, accounts: accounts.data } : null;
  const failed = offered.status === 'failed' || accounts.status === 'failed';
  const retry = () => {
    if (offered.status === 'failed') void limits.load();
    if (accounts.status === 'failed') void withdrawAccounts.load();
  };
  const action = useMemo(() => createWithdrawForm(), []);
  useFormTexts(action.form);
  const values = useStore(action.form.$values);
  const errors = useStore(action.form.$errors);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const choices = accounts.data;
  useEffect(() => {
    const preferred = choices?.find((a) => a.is_default) ?? choices?.[0];
    if (preferred && !action.form.$values.get().withdraw_account_id)
      action.form.input('withdraw_account_id', String(preferred.id));
  }, [choices, action.form]);

  const submit = async () => {
    const withdrawal = await action.submit();
    if (withdrawal) navigate(walletPaths.withdrawal(withdrawal.label));
  };

  return (
    <WalletPage title={t('wallet.pages.makeWithdraw')}>
      <div className="club-card club-wallet-section">
        {failed ? (
          <FormLoadFailed onRetry={retry} />
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
