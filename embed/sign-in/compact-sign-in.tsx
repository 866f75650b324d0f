// The widgets' compact sign-in for members on a club website: email and password, then the same
// verification step as the portal (docs/spec.md §5: a one-time password, or a code sent by email), all run
// by the core's sign-in machine (src/core/session/auth.ts). Only the view is the widget's own.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import type { SignIn } from '../../src/core/session/auth.ts';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { Button } from '../../src/ui/button.tsx';
import { TextField } from '../../src/ui/form-field.tsx';
import { problemText } from './texts.ts';
import { useFormField } from '../../src/ui/use-form-field.ts';
import { VerificationForm } from './verification-form.tsx';

export interface CompactSignInProps {
  signIn: SignIn;
  /** 'unlock': the session ended and the member signs in again with the stored email. */
  mode: 'login' | 'unlock';
  /** The portal's address, for the link to the members' area. */
  portal: string;
  /** What signing in shows ("Sign in to see your notifications"). */
  title?: string;
}

export function CompactSignIn({ signIn, mode, portal, title }: CompactSignInProps) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const email = useFormField(signIn.credentials, 'email');
  const password = useFormField(signIn.credentials, 'password');

  if (state.step === 'verification') return <VerificationForm signIn={signIn} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitCredentials();
  };
  const problem = problemText(state.problem, t);

  return (
    <form className="club-sign-in" part="sign-in" noValidate onSubmit={submit}>
      <p className="club-sign-in__title">
        {mode === 'unlock' ? t('embedSignIn.unlockTitle') : (title ?? t('embedSignIn.title'))}
      </p>
      <TextField label={t('embedSignIn.email')} type="email" autoComplete="username" required {...email} />
      <TextField
        label={t('embedSignIn.password')}
        type="password"
        autoComplete="current-password"
        required
        {...password}
      />
      <p className="club-sign-in__problem" role="alert">
        {problem}
      </p>
      {/* as high as the form was with one link: the popover still fits beside the bell where it did
          (a taller one turned into a phone sheet on a desktop page, tests/e2e/embed-isolation.e2e.ts) */}
      <div className="club-sign-in__submit">
        <Button type="submit" loading={state.busy}>
          {t('embedSignIn.submit')}
        </Button>
        <a className="club-sign-in__portal" part="portal-link" href={`${portal}/recover`}>
          {t('embedSignIn.forgot')}
        </a>
      </div>
      <p className="club-sign-in__links">
        <a className="club-sign-in__portal" part="portal-link" href={`${portal}/register`}>
          {t('embedSignIn.join')}
        </a>
        <a className="club-sign-in__portal" part="portal-link" href={`${portal}/login`}>
          {t('embed.signIn.portal')}
        </a>
      </p>
    </form>
  );
}
