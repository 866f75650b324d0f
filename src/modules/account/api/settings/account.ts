// Requests of the account page, one function per endpoint (server/routes/settings-account.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { User } from '../../../../core/types.ts';
import type { PasswordChanged } from '../../types.ts';

export const updateName = (name: string) => currentApi().put<User>('user/settings/account', { name });

export const changeEmail = (email: string, password: string) => currentApi().put<User>('user/settings/email', { email, password });

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
  logout_other_devices: boolean;
}

export const changePassword = (change: PasswordChange) => currentApi().put<PasswordChanged>('user/settings/password', change);

export const setWalletAddress = (address: string | null) => currentApi().put<User>('user/settings/wallet-address', { address });
