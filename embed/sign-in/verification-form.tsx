// The verification step of the compact sign-in (docs/spec.md §5): the authenticator's one-time password
// (or a recovery code instead), or the code sent by email with "send again" after a cooldown.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import type { SignIn } from '../../src/core/session/auth.ts';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { Button } from '../../src/ui/button.tsx';
import { TextField } from '../../src/ui/form-field.tsx';
import { problemText } from './texts.ts';
import { useFormField } from '../../src/ui/use-form-field.ts';

export function VerificationForm({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const resendIn = useStore(signIn.$resendIn);
  const code = useFormField(signIn.code, 'code');
  const recovery = useFormField(signIn.recoveryCode, 'recovery_code');
  const byEmail = state.verification === 'email';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitCode();
  };
  // After a refused send (429) no mail went out, so the form must not say one did.
  const hint = byEmail
    ? t(state.codeSentAt === null ? 'embedSignIn.emailNotSent' : 'embedSignIn.emailHint', {
        email: state.email ?? '',
      })
    : state.recovery
      ? t('embedSignIn.recoveryHint')
      : t('embedSignIn.otpHint');

  return (
    <form className="club-sign-in" part="sign-in" noValidate onSubmit={submit}>
      <p className="club-sign-in__title">{hint}</p>
      {state.recovery ? (
        <TextField
          key="recovery"
          label={t('embedSignIn.recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          {...recovery}
        />
      ) : (
        <TextField
          key="code"
          label={byEmail ? t('embedSignIn.emailCode') : t('embedSignIn.otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          autoFocus
          required
          {...code}
        />
      )}
      <p className="club-sign-in__problem" role="alert">
        {problemText(state.problem, t)}
      </p>
      <Button type="submit" block loading={state.busy}>
        {t('embedSignIn.verify')}
      </Button>
      <div className="club-sign-in__actions">
        {byEmail && (
          <Button
            variant="link"
            size="sm"
            disabled={state.sending || resendIn > 0}
            onClick={() => void signIn.requestEmailCode()}
          >
            {state.sending ? t('embedSignIn.sending') : t('embedSignIn.resend')}
          </Button>
        )}
        {state.verification === 'otp' && (
          <Button variant="link" size="sm" onClick={() => signIn.setRecoveryMode(!state.recovery)}>
            {state.recovery ? t('embedSignIn.useOtp') : t('embedSignIn.useRecovery')}
          </Button>
        )}
        <Button variant="link" size="sm" onClick={() => signIn.back()}>
          {t('embedSignIn.back')}
        </Button>
      </div>
      {byEmail && resendIn > 0 && (
        <p className="club-sign-in__hint">{t('embedSignIn.resendIn', { seconds: resendIn })}</p>
      )}
    </form>
  );
}
