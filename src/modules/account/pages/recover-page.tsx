// Recover (docs/spec.md §2): asks for the email and always shows the same confirmation, registered or not
// (the server does not tell either: no account enumeration).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { createFormSubmit } from '../../../core/form-submit.ts';
import { $i18n, t as translate } from '../../../core/i18n/i18n.ts';
import { createForm, email, required } from '../../../core/validation.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { requestResetLink } from '../store/password-reset.ts';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { problemText, validationMessages } from '../store/texts.ts';

export default function RecoverPage() {
  const { t } = useStore($i18n);
  const [form] = useState(() =>
    createForm({
      fields: { email: [required, email] },
      initial: { email: '' },
      labels: {
        get email() {
          return translate('account.fields.email');
        },
      },
      messages: validationMessages(translate),
    }),
  );
  const field = useFormField(form, 'email');
  const [sent, setSent] = useState(false);
  const [sending] = useState(() =>
    createFormSubmit(form, async () => {
      await requestResetLink(form);
      setSent(true);
    }),
  );
  const busy = useStore(sending.$busy);
  const problem = useStore(sending.$problem);

  if (sent) {
    return (
      <AccountPage title={t('account.recover.title')}>
        <p className="account-notice" role="status">
          {t('account.recover.done')}
        </p>
        <div className="account-actions">
          <Button variant="secondary" block onClick={() => setSent(false)}>
            {t('account.recover.again')}
          </Button>
        </div>
        <ul className="account-links">
          <li>
            <Link href="/login">{t('account.recover.back')}</Link>
          </li>
        </ul>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('account.recover.title')} intro={t('account.recover.intro')}>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sending.submit();
        }}
      >
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          required
          {...field}
        />
        <Problem text={problemText(problem, t)} />
        <Button type="submit" block loading={busy}>
          {t('account.recover.submit')}
        </Button>
      </form>
      <ul className="account-links">
        <li>
          <Link href="/login">{t('account.recover.back')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
