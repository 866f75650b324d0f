// One sign-in machine (core/auth) per mounted Login or Lock screen, wired to the installed runtime,
// the account texts and the router.
import { useState } from 'react';
import { createSignIn, type SignIn, type SignInField, type SignInOptions } from '../../../core/session/auth.ts';
import { t } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { validationMessages } from '../store/texts.ts';

const FIELD_KEYS: Record<SignInField, string> = {
  email: 'account.fields.email',
  password: 'account.fields.password',
  code: 'account.fields.otp',
  recovery_code: 'account.fields.recoveryCode',
};

export function useSignIn(options: Pick<SignInOptions, 'mode' | 'onSignedIn'>): SignIn {
  const [signIn] = useState(() => {
    const { api, session } = getRuntime();
    return createSignIn({
      api,
      session,
      ...options,
      label: (field, verification) =>
        t(field === 'code' && verification === 'email' ? 'account.fields.emailCode' : FIELD_KEYS[field]),
      messages: validationMessages(t),
    });
  });
  return signIn;
}
