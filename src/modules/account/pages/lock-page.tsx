// Lock (docs/spec.md §4): the session lost its token but keeps the member. Their password and the
// verification step unlock it and resume the remembered path; "not you?" logs out instead.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../../core/session/auth.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { sessionStatus } from '../../../core/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { problemText } from '../store/texts.ts';
import { useSignIn } from '../components/use-sign-in.ts';
import { preloadVerificationStep, VerificationStep } from '../components/sign-in-on-demand.tsx';

export default function LockPage() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const runtime = getRuntime();
  const stored = useStore(runtime.session.$session);
  // The prerendered screen has no member: the stored one is shown once the script took over.
  const hydrated = useHydrated();
  const session = hydrated ? stored : { ...stored, user: null, loginMail: null };
  const status = sessionStatus(stored);
  const signIn = useSignIn({
    mode: 'unlock',
    onSignedIn: ({ redirect }) => navigate(redirect ?? '/dashboard', { replace: true }),
  });
  const state = useStore(signIn.$state);
  const password = useFormField(signIn.credentials, 'password');
  // The server answers bad credentials on `email`, which this screen does not show: the password carries it.
  const emailError = useFormField(signIn.credentials, 'email').error;
  const [leaving, setLeaving] = useState(false);

  // Nothing to unlock: without a login mail, log in; signed in already (another tab unlocked), go on.
  useEffect(() => {
    if (leaving || state.step === 'done') return;
    if (status === 'logged-out' || (status === 'locked' && !stored.loginMail)) navigate('/login', { replace: true });
    else if (status === 'logged-in') navigate(runtime.session.takeRedirectAfterLogin(), { replace: true });
  }, [status, stored.loginMail, leaving, state.step, navigate, runtime]);

  if (state.step === 'verification') return <VerificationStep signIn={signIn} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    preloadVerificationStep();
    void signIn.submitCredentials();
  };
  const notMe = async () => {
    setLeaving(true);
    await logout({ api: runtime.api, session: runtime.session });
    navigate('/login', { replace: true });
  };

  return (
    <AccountPage title={t('account.lock.title')} intro={t('account.lock.intro')}>
      {(session.user || !hydrated) && (
        <p className="account-page__member">
          {/* Before hydration, the member's two lines held empty, so the form below does not move. */}
          <strong>{session.user?.name ?? '\u00a0'}</strong>
          <span className="account-page__member-email">
            {session.user ? (session.loginMail ?? session.user.email) : '\u00a0'}
          </span>
        </p>
      )}
      <form className="account-form" noValidate onSubmit={submit}>
        {/* The username field lets password managers pick the right entry; the member cannot change it here. */}
        <input type="email" name="email" autoComplete="username" value={session.loginMail ?? ''} readOnly hidden />
        <TextField
          label={t('account.fields.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          {...password}
          error={password.error ?? emailError}
        />
        <Problem text={problemText(state.problem, t)} />
        <Button type="submit" block loading={state.busy}>
          {t('account.lock.submit')}
        </Button>
      </form>
      <p className="account-links">
        <span>
          {t('account.lock.notYou')}{' '}
          <Button variant="link" loading={leaving} onClick={() => void notMe()}>
            {t('account.lock.logout')}
          </Button>
        </span>
      </p>
    </AccountPage>
  );
}
