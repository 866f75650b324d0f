// /enter-ghost-mode: support staff (permission `ghost-mode`, checked by the router and again by
// the server) enter a member's email to act as that member.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError, ValidationError, messageOf } from '../../core/api/errors.ts';
import { $i18n, t as translate } from '../../core/i18n/i18n.ts';
import { createForm, email, required } from '../../core/validation.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { useFormField } from '../../ui/use-form-field.ts';
import { enterGhostMode } from '../ghost-mode.ts';

export default function EnterGhostMode() {
  const { t } = useStore($i18n);
  // Created once, so a language switch keeps what was typed; its texts are read when worded.
  const [form] = useState(() =>
    createForm({
      fields: { email: [required, email] },
      initial: { email: '' },
      messages: (rule) =>
        rule.name === 'required' || rule.name === 'email' ? translate(`common.validation.${rule.name}`) : undefined,
    }),
  );
  const field = useFormField(form, 'email');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      // What validateAll() just checked, not the value of the last committed render: an update
      // still on its way (a screen loading beside this one) would send what was there before.
      await enterGhostMode(form.$values.get().email);
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
      <TextField type="email" autoComplete="off" label={t('common.ghost.email')} required {...field} />
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
