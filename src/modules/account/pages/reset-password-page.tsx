// ResetPassword (docs/spec.md §2 reset-password/:email/:token, the link from the recovery mail): a new
// password twice; success goes to Login with a toast. An invalid or used link offers a new one.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { applyError, type SignInProblem } from '../../../core/session/auth.ts';
import { $i18n, t as translate } from '../../../core/i18n/i18n.ts';
import { confirmed, createForm, min, required } from '../../../core/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { setNewPassword } from '../store/password-reset.ts';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { MIN_PASSWORD_LENGTH } from '../store/register-form.ts';
import { useRouteParams, type RoutedPageProps } from '../store/route-params.ts';
import { problemText, validationMessages } from '../store/texts.ts';

/** wouter decodes with decodeURI, which leaves %40 (@) and friends encoded. */
function decodeParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export default function ResetPasswordPage({ params: given }: RoutedPageProps) {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const params = useRouteParams<{ email: string; token: string }>(given);
  // The prerendered screen was built without the link's address: it is shown once the script took over.
  const hydrated = useHydrated();
  const email = decodeParam(params.email);
  const token = decodeParam(params.token);
  const [form] = useState(() =>
    createForm({
      fields: {
        password: [required, min(MIN_PASSWORD_LENGTH)],
        password_confirmation: [required, confirmed('password')],
      },
      initial: { password: '', password_confirmation: '' },
      labels: {
        get password() {
          return translate('account.fields.newPassword');
        },
        get password_confirmation() {
          return translate('account.fields.passwordConfirmation');
        },
      },
      messages: validationMessages(translate),
    }),
  );
  const password = useFormField(form, 'password');
  const confirmation = useFormField(form, 'password_confirmation');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validateAll()) return;
    setBusy(true);
    setProblem(null);
    try {
      await setNewPassword({ email, token }, form);
      showToast({ kind: 'success', text: translate('account.resetPassword.success') });
      navigate('/login', { replace: true });
    } catch (error) {
      setProblem(applyError(error, form));
      setBusy(false);
    }
  };

  // errors.email is the server's word for "this link is invalid, expired or used".
  const linkRefused = problem?.code === 'rejected';
  return (
    <AccountPage
      title={t('account.resetPassword.title')}
      intro={t('account.resetPassword.intro', { email: hydrated ? email : '…' })}
    >
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {/* The account's email, for password managers to file the new password under. */}
        <input type="email" name="email" autoComplete="username" value={hydrated ? email : ''} readOnly hidden />
        <TextField
          label={t('account.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          {...password}
        />
        <TextField
          label={t('account.fields.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          {...confirmation}
        />
        <Problem text={problemText(problem, t)} />
        <Button type="submit" block loading={busy}>
          {t('account.resetPassword.submit')}
        </Button>
      </form>
      <ul className="account-links">
        {linkRefused && (
          <li>
            <Link href="/recover">{t('account.resetPassword.newLink')}</Link>
          </li>
        )}
        <li>
          <Link href="/login">{t('account.resetPassword.back')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
