// The message box: Enter sends, Shift+Enter makes a new line (and Enter while an input method is
// composing does nothing). What the member typed stays when sending fails.
import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { useUniqueId } from '../../../ui/use-id.ts';
import { sendErrorField } from '../store/chat-store.ts';
import { CHAT_MESSAGE_MAX as MAX_MESSAGE_LENGTH } from '../../../shared/contract/form-rules.ts';

export interface ComposerProps {
  /** The other member's name, for the label. */
  name: string;
  sending: boolean;
  error: unknown;
  /** Answers true when the message was stored (the box then empties). */
  onSend: (body: string) => Promise<boolean>;
}

export function Composer({ name, sending, error, onSend }: ComposerProps) {
  const { t } = useStore($i18n);
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useUniqueId('club-chat-composer');
  const over = [...text.trim()].length - MAX_MESSAGE_LENGTH;
  const problem =
    over > 0
      ? t('chat.composer.tooLong', { count: over })
      : error
        ? (sendErrorField(error) ?? messageOf(error, t))
        : null;
  const canSend = text.trim() !== '' && over <= 0 && !sending;

  async function submit() {
    if (!canSend) return;
    if (await onSend(text)) setText('');
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="club-chat-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="club-visually-hidden">
        {t('chat.composer.label', { name })}
      </label>
      <textarea
        ref={box}
        id={id}
        className="club-chat-composer__input"
        rows={2}
        value={text}
        placeholder={t('chat.composer.placeholder')}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" loading={sending} disabled={!canSend && !sending}>
        {sending ? t('chat.composer.sending') : t('chat.composer.send')}
      </Button>
      <p id={`${id}-hint`} className="club-chat-composer__hint">
        {t('chat.composer.hint')}
      </p>
      <p id={`${id}-problem`} className="club-chat-composer__problem" role="alert">
        {problem ?? ''}
      </p>
    </form>
  );
}
