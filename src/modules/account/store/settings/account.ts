// The account page: name, email (with the password, then re-verified), password (optionally
// logging out the other devices) and the Ethereum wallet address, linked by signing a Sign-In with
// Ethereum message in the browser wallet (the server wants that proof). Each is its own form.
import { atom } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import type { Session } from '../../../../core/session/session.ts';
import type { User } from '../../../../core/types.ts';
import { confirmed, email, min, required } from '../../../../core/validation.ts';
import { personName } from '../../../../core/contract-rules.ts';
import { PASSWORD_MIN } from '../../../../shared/contract/form-rules.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createAction, createFormAction, ShownError } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import { injectedWallet, type Eip1193Provider } from '../browser-wallet.ts';
import { WalletError, type WalletProblem } from '../wallet-error.ts';
import { getSiweNonce } from '../../api.ts';
import { resendConfirmation } from '../email-confirmation.ts';
import {
  changeEmail,
  changePassword,
  clearWalletAddress,
  linkWalletAddress,
  updateName,
} from '../../api/settings/account.ts';
import { setUser, setWalletAddress as storeWalletAddress } from '../../../../core/session/updates.ts';

export { PASSWORD_MIN };

const WALLET_TEXT: Record<WalletProblem, string> = {
  rejected: 'account.walletRejected',
  'no-account': 'account.walletNoAccount',
  unavailable: 'account.walletUnavailable',
};

const success = (text: string) => showToast({ kind: 'success', text });

/**
 * After an email change the lock screen must unlock with the new address (docs/spec.md §3 loginMail), so
 * the login is stored again: same token, same absolute expiry. The session stamps session_start
 * with its own clock, so the time left is measured against that stamp, then stored.
 */
export function rememberNewLoginMail(session: Session, user: User): void {
  const { token } = session.$session.get();
  if (!token) return setUser(user, session);
  const auth = { access_token: token.access_token, token_type: 'Bearer' as const, user };
  session.login({ ...auth, expires_in: token.expires_in }, user.email);
  const stamped = session.$session.get().token!.session_start;
  const left = Math.max(0, Math.round((token.session_start + token.expires_in * 1000 - stamped) / 1000));
  session.refreshed({ ...auth, expires_in: left });
}

export function createAccountSettings(user: User) {
  const messages = validationMessages(t);

  const name = createFormAction({
    fields: { name: [required, personName] },
    initial: { name: user.name },
    labels: labels(t, { name: 'account.name' }),
    messages,
    async run(values) {
      setUser(await updateName(values.name.trim()), getRuntime().session);
      success(t(key('account.nameSaved')));
    },
  });

  /** The address a confirmation link went to, shown until the page is left. */
  const $emailSentTo = atom<string | null>(null);
  const emailChange = createFormAction({
    fields: { email: [required, email], password: [required] },
    initial: { email: '', password: '' },
    labels: labels(t, { email: 'account.newEmail', password: 'common.currentPassword' }),
    messages,
    async run(values) {
      const changed = await changeEmail(values.email.trim(), values.password);
      rememberNewLoginMail(getRuntime().session, changed);
      emailChange.form.reset();
      $emailSentTo.set(changed.email);
      success(t(key('account.emailSaved'), { email: changed.email }));
    },
  });

  /** The confirmation link once more, to the address not confirmed yet (docs/spec.md §3). */
  const resendLink = createAction(async () => {
    await resendConfirmation();
    $emailSentTo.set(getRuntime().session.$session.get().user?.email ?? null);
  });

  const password = createFormAction({
    fields: {
      current_password: [required],
      password: [required, min(PASSWORD_MIN)],
      password_confirmation: [required, confirmed('password')],
      logout_other_devices: [],
      keep_api_tokens: [],
    },
    initial: {
      current_password: '',
      password: '',
      password_confirmation: '',
      logout_other_devices: false,
      keep_api_tokens: false,
    },
    labels: labels(t, {
      current_password: 'common.currentPassword',
      password: 'account.newPassword',
      password_confirmation: 'account.confirmPassword',
      logout_other_devices: 'account.logoutOthers',
      keep_api_tokens: 'devices.keepApiTokens',
    }),
    messages,
    async run(values) {
      const result = await changePassword(values);
      password.form.reset();
      success(
        result.revoked_devices > 0
          ? t(key('account.passwordSavedRevoked'), { count: result.revoked_devices })
          : t(key('account.passwordSaved')),
      );
      if ((result.revoked_api_tokens ?? 0) > 0)
        success(t(key('devices.tokensRevoked'), { count: result.revoked_api_tokens ?? 0 }));
    },
  });

  const applyWallet = (changed: User) => storeWalletAddress(changed.nft.address, getRuntime().session);
  /**
   * Asks the browser wallet (EIP-1193) for its account and a signed EIP-4361 message, and links
   * that address. Without a wallet, or when it refuses, the problem says so in words.
   */
  const linkWallet = createAction(async (provider: Eip1193Provider | null = injectedWallet()) => {
    if (!provider) throw new ShownError(t(key('account.walletMissing')));
    const { signSiweMessage } = await import('../siwe.ts');
    const config = await getRuntime().loadClientConfig();
    let signed: { message: string; signature: string };
    try {
      signed = await signSiweMessage({
        provider,
        getNonce: getSiweNonce,
        location: window.location,
        statement: t(key('account.walletStatement'), { club: config.club.name }),
      });
    } catch (error) {
      if (error instanceof WalletError) throw new ShownError(t(key(WALLET_TEXT[error.reason])));
      throw error;
    }
    applyWallet(await linkWalletAddress(signed));
    success(t(key('account.walletSaved')));
  });
  const clearWallet = createAction(async () => {
    applyWallet(await clearWalletAddress());
    success(t(key('account.walletCleared')));
  });

  return { name, emailChange, $emailSentTo, resendLink, password, linkWallet, clearWallet };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
