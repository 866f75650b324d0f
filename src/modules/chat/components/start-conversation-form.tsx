// Start a conversation with another member by email (POST chat/conversations); the server's 422
// texts show next to the fields and what was typed stays.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ValidationError, messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { chatStore } from '../store.ts';

export function StartConversationForm() {
  const { t } = useStore($i18n);
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fieldErrors = error instanceof ValidationError ? error.errors : {};
  const emailError = fieldErrors.email?.[0] ?? fieldErrors.member_id?.[0] ?? null;
  const bodyError = fieldErrors.body?.[0] ?? null;
  const other = error && !emailError && !bodyError ? messageOf(error, t) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const id = await chatStore.start(email, body);
      setEmail('');
      setBody('');
      navigate(`/chat/${id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="club-chat-start" onSubmit={submit} noValidate>
      <h2 className="club-chat-start__heading">{t('chat.start.heading')}</h2>
      <TextField
        label={t('chat.start.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        onInput={setEmail}
        error={emailError}
      />
      <TextareaField
        label={t('chat.start.message')}
        rows={2}
        required
        value={body}
        onInput={setBody}
        error={bodyError}
      />
      <p className="club-chat-start__problem" role="alert">
        {other ?? ''}
      </p>
      <Button type="submit" loading={busy}>
        {t('chat.start.submit')}
      </Button>
    </form>
  );
}
