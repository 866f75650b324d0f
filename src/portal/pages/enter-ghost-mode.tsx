// /enter-ghost-mode: support staff (permission `ghost-mode`, checked by the router and again by
// the server) enter a member's email to act as that member.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError, ValidationError, messageOf } from '../../core/errors.ts';
import { $i18n } from '../../core/i18n.ts';
import { createForm, email, required } from '../../core/validation.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { enterGhostMode } from '../ghost-mode.ts';

export default function EnterGhostMode() {
  const { t } = useStore($i18n);
  const form = useMemo(
    () =>
      createForm({
        fields: { email: [required, email] },
        initial: { email: '' },
        messages: (rule) => (rule.name === 'required' || rule.name === 'email' ? t(`common.validation.${rule.name}`) : undefined),
      }),
    [t],
  );
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      await enterGhostMode(values.email);
    } catch (error) {
      if (error instanceof ValidationError) form.setServerErrors(error.errors);
      if (!(error instanceof ValidationError) || Object.keys(error.errors).length === 0) {
        setProblem(error instanceof ApiError ? error.message : messageOf(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="club-ghost-form" onSubmit={submit} noValidate>
      <h1 className="club-page-title">{t('common.ghost.title')}</h1>
      <p>{t('common.ghost.intro')}</p>
      <TextField
        type="email"
        autoComplete="off"
        label={t('common.ghost.email')}
        required
        value={values.email}
        error={errors.email}
        onInput={(value) => form.input('email', value)}
        onChange={(value) => form.change('email', value)}
        onBlur={() => form.blur('email')}
      />
      {problem && (
        <p role="alert" className="club-form-problem">
          {problem}
        </p>
      )}
      <div className="club-form-actions">
        <Button type="submit" loading={busy}>
          {t('common.ghost.submit')}
        </Button>
        <Link href="/" className="club-button club-button--link club-button--md">
          {t('common.ghost.back')}
        </Link>
      </div>
    </form>
  );
}
