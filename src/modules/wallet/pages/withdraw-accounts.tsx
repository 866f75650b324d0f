// Settings → Withdraw accounts (docs/spec.md §2, added by the Wallet module): the member's bank accounts
// for withdrawals: add one (holder and IBAN, checked by the server), mark one default, remove one.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { ProblemText } from '../components/problem-text.tsx';
import { FormLoadFailed } from '../components/load-state.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { accountRemoval, createAccountForm, makeDefaultAccount, withdrawAccounts } from '../store/forms.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { messageOf } from '../../../core/api/errors.ts';
import { useFormTexts } from '../../../ui/use-form-field.ts';

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export default function WithdrawAccounts() {
  const { t } = useStore($i18n);
  const { data: accounts, status } = useStore(withdrawAccounts.at());
  const [working, setWorking] = useState<number | null>(null);
  const action = useMemo(() => createAccountForm(), []);
  useFormTexts(action.form);
  const values = useStore(action.form.$values);
  const errors = useStore(action.form.$errors);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const removing = useStore(accountRemoval.$state);

  const add = async () => {
    if (await action.submit()) {
      action.form.reset();
      showToast({ kind: 'success', text: t('wallet.accounts.added') });
    }
  };
  const act = async (id: number, job: () => Promise<unknown>) => {
    setWorking(id);
    try {
      await job();
    } catch (error) {
      showToast({ kind: 'error', text: (error as Error).message });
    } finally {
      setWorking(null);
    }
  };

  return (
    <WalletPage title={t('wallet.pages.withdrawAccounts')} back={false}>
      <section className="club-card club-wallet-section" aria-labelledby="club-wallet-accounts">
        <h2 id="club-wallet-accounts" className="club-card__title">
          {t('wallet.accounts.title')}
        </h2>
        {status === 'failed' ? (
          <FormLoadFailed onRetry={() => void withdrawAccounts.load()} />
        ) : !accounts ? (
          <Spinner label={t('wallet.form.loading')} />
        ) : accounts.length === 0 ? (
          <p className="club-wallet-empty">{t('wallet.accounts.empty')}</p>
        ) : (
          <ul className="club-wallet-list">
            {accounts.map((account) => (
              <li key={account.id} className="club-wallet-list__item club-wallet-list__row">
                <span className="club-wallet-list__main">
                  <span className="club-wallet-list__title">{account.holder}</span>
                  <span className="club-wallet-list__meta">
                    <code>{grouped(account.iban)}</code>
                    {account.is_default && (
                      <span className="club-wallet-status club-wallet-status--paid">
                        {t('wallet.accounts.default')}
                      </span>
                    )}
                  </span>
                </span>
                <span className="club-wallet-actions">
                  {!account.is_default && (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={working === account.id}
                      onClick={() => void act(account.id, () => makeDefaultAccount(account.id))}
                    >
                      {t('wallet.accounts.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={working === account.id}
                    onClick={() => accountRemoval.ask(account)}
                    aria-label={t('wallet.accounts.removeNamed', { holder: account.holder })}
                  >
                    {t('wallet.accounts.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={removing.asking !== null}
        title={t('wallet.accounts.removeQuestion', {
          holder: removing.asking?.holder ?? '',
          iban: grouped(removing.asking?.iban ?? ''),
        })}
        description={t('wallet.accounts.removeHint')}
        confirm={t('wallet.accounts.remove')}
        cancel={t('wallet.accounts.keep')}
        closeLabel={t('wallet.close')}
        busy={removing.busy}
        problem={removing.error ? messageOf(removing.error, t) : null}
        onConfirm={() => void accountRemoval.confirm()}
        onCancel={accountRemoval.cancel}
      />
      <section className="club-card club-wallet-section" aria-labelledby="club-wallet-account-add">
        <h2 id="club-wallet-account-add" className="club-card__title">
          {t('wallet.accounts.addTitle')}
        </h2>
        <form
          className="club-wallet-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t('wallet.accounts.holder')}
            required
            autoComplete="name"
            value={values.holder}
            error={errors.holder}
            onInput={(v) => action.form.input('holder', v)}
            onChange={(v) => action.form.change('holder', v)}
            onBlur={() => action.form.blur('holder')}
          />
          <TextField
            label={t('wallet.accounts.iban')}
            hint={t('wallet.accounts.ibanHint')}
            required
            autoComplete="off"
            spellCheck={false}
            value={values.iban}
            error={errors.iban}
            onInput={(v) => action.form.input('iban', v)}
            onChange={(v) => action.form.change('iban', v)}
            onBlur={() => action.form.blur('iban')}
          />
          <ProblemText problem={problem} />
          <div className="club-wallet-actions">
            <Button type="submit" loading={busy}>
              {t('wallet.accounts.add')}
            </Button>
          </div>
        </form>
      </section>
    </WalletPage>
  );
}
