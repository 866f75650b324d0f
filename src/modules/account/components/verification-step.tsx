// The verification step of docs/spec.md §5 on the Login and Lock screens: the one-time password (or a
// recovery code instead), or the emailed code with "send again"; a passkey instead where the member has
// one (docs/spec.md §4 "Passkeys"). Renders the sign-in machine.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import type { SignIn } from '../../../core/session/auth.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from './page.tsx';
import { problemText } from '../store/texts.ts';
import { verifyStepWithPasskey } from '../store/passkey-sign-in.ts';
import { passkeysSupported } from '../store/passkey-support.ts';

export function VerificationStep({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const code = useFormField(signIn.code, 'code');
  const recovery = useFormField(signIn.recoveryCode, 'recovery_code');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitCode();
  };

  const email = state.verification === 'email';
  const title = email
    ? t('account.verification.emailTitle')
    : state.recovery
      ? t('account.verification.recoveryTitle')
      : t('account.verification.otpTitle');
  // After a refused send (429) no mail went out, so the step must not say one did.
  const intro = email
    ? t(state.codeSentAt === null ? 'account.verification.emailNotSent' : 'account.verification.emailHint', {
        email: state.email ?? '',
      })
    : state.recovery
      ? t('account.verification.recoveryHint')
      : t('account.verification.otpHint');

  return (
    <AccountPage title={title} intro={intro}>
      <form className="account-form" noValidate onSubmit={submit}>
        {state.recovery ? (
          <TextField
            key="recovery"
            label={t('account.fields.recoveryCode')}
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
            label={email ? t('account.fields.emailCode') : t('account.fields.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={9}
            autoFocus
            required
            {...code}
          />
        )}
        <Problem text={problemText(state.problem, t)} />
        <div className="account-actions">
          <Button type="submit" block loading={state.busy}>
            {t('account.verification.submit')}
          </Button>
          {email && <ResendButton signIn={signIn} />}
          {state.passkey && passkeysSupported() && (
            <Button variant="secondary" block onClick={() => void verifyStepWithPasskey(signIn)}>
              {t('account.passkey.verify')}
            </Button>
          )}
          {state.verification === 'otp' && (
            <Button variant="link" onClick={() => signIn.setRecoveryMode(!state.recovery)}>
              {state.recovery ? t('account.verification.useOtp') : t('account.verification.useRecovery')}
            </Button>
          )}
          <Button variant="link" onClick={() => signIn.back()}>
            {t('account.verification.back')}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}

function ResendButton({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const seconds = useStore(signIn.$resendIn);
  const label = state.sending
    ? t('account.verification.sending')
    : seconds > 0
      ? t('account.verification.resendIn', { seconds })
      : t('account.verification.resend');
  return (
    <Button
      variant="secondary"
      block
      disabled={seconds > 0 && !state.sending}
      loading={state.sending}
      onClick={() => void signIn.requestEmailCode()}
    >
      {label}
    </Button>
  );
}
