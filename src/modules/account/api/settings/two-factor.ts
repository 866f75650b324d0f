// Requests of the two-factor page, one function per endpoint (server/modules/settings/routes-two-factor.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../types.ts';

export const getTwoFactorStatus = () => currentApi().get<TwoFactorStatus>('user/two-factor');

export const enableTwoFactor = (password: string) => currentApi().post<TwoFactorSetup>('user/two-factor', { password });

export const confirmTwoFactor = (code: string) => currentApi().post<RecoveryCodes>('user/two-factor/confirm', { code });

export const disableTwoFactor = (password: string) =>
  currentApi()
    .raw<undefined>('DELETE', 'user/two-factor', { body: { password } })
    .then(() => undefined);

export const regenerateRecoveryCodes = (password: string) =>
  currentApi().post<RecoveryCodes>('user/two-factor/recovery-codes', { password });
