// Make a deposit (docs/spec.md §2 'financial/action/make-deposit'): the member picks an amount within the
// club's limits and gets an order to pay by bank transfer; its bank details page opens next.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { ProblemText } from '../components/problem-text.tsx';
import { FormLoadFailed } from '../components/load-state.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { createDepositForm, limits } from '../store/forms.ts';
import { walletPaths } from '../store/paths.ts';
import { useFormTexts } from '../../../ui/use-form-field.ts';

export default function MakeDeposit() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const { data: offered, status } = useStore(limits.at());
  const action = useMemo(() => createDepositForm(), []);
  useFormTexts(action.form);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const submit = async () => {
    const order = await action.submit();
    if (order) navigate(walletPaths.bankDetails(order.label));
  };

  return (
    <WalletPage title={t('wallet.pages.makeDeposit')}>
      <div className="club-card club-wallet-section">
        {status === 'failed' ? (
          <FormLoadFailed onRetry={() => void limits.load()} />
        ) : !offered ? (
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
            <p className="club-wallet-hint">{t('wallet.deposit.intro', { days: offered.order_expiry_days })}</p>
            <AmountField form={action.form} min={offered.deposit_min_cents} max={offered.deposit_max_cents} />
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
