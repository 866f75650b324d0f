// Requests of the account page, one function per endpoint (server/modules/settings/routes-account.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { User } from '../../../../core/types.ts';
import type { PasswordChanged } from '../../types.ts';

export const updateName = (name: string) => currentApi().put<User>('user/settings/account', { name });

export const changeEmail = (email: string, password: string) =>
  currentApi().put<User>('user/settings/email', { email, password });

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
  logout_other_devices: boolean;
  /** With logout_other_devices: keep the API tokens (otherwise they are revoked too). */
  keep_api_tokens: boolean;
}

export const changePassword = (change: PasswordChange) =>
  currentApi().put<PasswordChanged>('user/settings/password', change);

/** Links the address that signed `signed` (a Sign-In with Ethereum message): the server checks the proof. */
export const linkWalletAddress = (signed: { message: string; signature: string }) =>
  currentApi().put<User>('user/settings/wallet-address', signed);

export const clearWalletAddress = () => currentApi().put<User>('user/settings/wallet-address', { address: null });
