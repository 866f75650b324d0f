// The wallet's form pages as stores: what they offer (the club's limits, the member's withdraw
// accounts) as fetchers, and their forms, whose labels are read when a message is built, so a
// language switch re-words them (docs/spec.md §4).
import { t } from '../../../core/i18n/i18n.ts';
import { labelsOf } from '../../../core/i18n/form-texts.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { createConfirmAction } from '../../../core/confirm-action.ts';
import { required, type Rule } from '../../../core/validation.ts';
import {
  addWithdrawAccount,
  createDeposit,
  createWithdrawal,
  getLimits,
  getWithdrawAccounts,
  removeWithdrawAccount,
  setDefaultWithdrawAccount,
} from '../api.ts';
import { loadWallet } from '../store.ts';
import { amountRule, createMoneyForm, ibanRule, normalizeAmount } from './money-form.ts';

export const limits = createFetcher({ fetch: getLimits });
export const withdrawAccounts = createFetcher({ fetch: getWithdrawAccounts });

const messages = (rule: Rule) => t(`wallet.form.rules.${rule.name}`);

export const createDepositForm = () =>
  createMoneyForm({
    fields: { amount: [required, amountRule] },
    initial: { amount: '' },
    labels: labelsOf(t, { amount: 'wallet.form.amount' }),
    messages,
    run: (values, key) => createDeposit({ amount: normalizeAmount(values.amount) }, key),
  });

/** The balance shown next to the form follows the outcome either way (a refusal may mean it moved). */
export const createWithdrawForm = () =>
  createMoneyForm({
    fields: { amount: [required, amountRule], withdraw_account_id: [required] },
    initial: { amount: '', withdraw_account_id: '' },
    labels: labelsOf(t, { amount: 'wallet.form.amount', withdraw_account_id: 'wallet.withdraw.account' }),
    messages,
    run: (values, key) =>
      createWithdrawal(
        { amount: normalizeAmount(values.amount), withdraw_account_id: Number(values.withdraw_account_id) },
        key,
      ).finally(() => void loadWallet()),
  });

export const createAccountForm = () =>
  createMoneyForm({
    fields: { holder: [required], iban: [required, ibanRule] },
    initial: { holder: '', iban: '' },
    labels: labelsOf(t, { holder: 'wallet.accounts.holder', iban: 'wallet.accounts.iban' }),
    messages,
    run: async (values) => {
      const account = await addWithdrawAccount({ holder: values.holder, iban: values.iban });
      void withdrawAccounts.load();
      return account;
    },
  });

/** Marks an account the default; the list shows the server's answer. Rejects when refused. */
export const makeDefaultAccount = (id: number) =>
  setDefaultWithdrawAccount(id).then((accounts) => withdrawAccounts.set([], accounts));

/** Removes an account once the member confirmed; the list loads again. */
export const accountRemoval = createConfirmAction((account: { id: number; holder: string; iban: string }) =>
  removeWithdrawAccount(account.id).then(() => void withdrawAccounts.load()),
);
