// Login (docs/spec.md §2, §5): email and password, then the verification step on the same screen, then
// the remembered path or the Dashboard. A passkey alone where the browser can use one (docs/spec.md
// §4 "Passkeys"); Sign-In with Ethereum when the browser has a wallet.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { problemText } from '../store/texts.ts';
import { useSignIn } from '../components/use-sign-in.ts';
import {
  PasskeySignIn,
  preloadVerificationStep,
  SiweSignIn,
  VerificationStep,
} from '../components/sign-in-on-demand.tsx';

export default function LoginPage() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const signIn = useSignIn({ onSignedIn: ({ redirect }) => navigate(redirect ?? '/dashboard', { replace: true }) });
  const state = useStore(signIn.$state);
  const email = useFormField(signIn.credentials, 'email');
  const password = useFormField(signIn.credentials, 'password');

  if (state.step === 'verification') return <VerificationStep signIn={signIn} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    preloadVerificationStep();
    void signIn.submitCredentials();
  };

  return (
    <AccountPage title={t('account.login.title')}>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          required
          {...email}
        />
        <TextField
          label={t('account.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...password}
        />
        <Problem text={problemText(state.problem, t)} />
        <Button type="submit" block loading={state.busy}>
          {t('account.login.submit')}
        </Button>
      </form>
      <PasskeySignIn signIn={signIn} />
      <SiweSignIn signIn={signIn} />
      <ul className="account-links">
        <li>
          <Link href="/recover">{t('account.login.forgot')}</Link>
        </li>
        <li>
          {t('account.login.noAccount')} <Link href="/register">{t('account.login.register')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
