// The contact form of one category (POST support/contact/{category}): subject and message,
// validated on blur and change (docs/spec.md §5) and by the server (422 next to the fields). Sent, it
// holds the new ticket; "write another" starts over with an empty form.
import { atom } from 'nanostores';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { createForm, required } from '../../../core/validation.ts';
import { sendContactMessage } from '../api.ts';
import { submitForm, type Problem } from './submit.ts';
import { max, validationMessages } from './texts.ts';
import type { Ticket } from '../types.ts';
import {
  SUPPORT_MESSAGE_MAX as MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX as SUBJECT_MAX,
} from '../../../shared/contract/form-rules.ts';

export { MESSAGE_MAX, SUBJECT_MAX };

export interface ContactValues extends Record<string, unknown> {
  subject: string;
  message: string;
}

export function createContactStore(category: string, t: Translate) {
  const form = createForm<ContactValues>({
    fields: { subject: [required, max(SUBJECT_MAX)], message: [required, max(MESSAGE_MAX)] },
    initial: { subject: '', message: '' },
    labels: {
      get subject() {
        return t('support.contact.subject');
      },
      get message() {
        return t('support.contact.message');
      },
    },
    messages: validationMessages(t),
  });
  const $sending = atom(false);
  const $problem = atom<Problem | null>(null);
  const $sent = atom<Ticket | null>(null);

  async function submit(): Promise<boolean> {
    if ($sending.get()) return false;
    $sending.set(true);
    $problem.set(null);
    const outcome = await submitForm(form, (values) =>
      sendContactMessage(category, { subject: values.subject.trim(), message: values.message.trim() }),
    );
    $sending.set(false);
    if (outcome.ok) $sent.set(outcome.result);
    else $problem.set(outcome.problem);
    return outcome.ok;
  }

  function again(): void {
    form.reset();
    $problem.set(null);
    $sent.set(null);
  }

  return { form, $sending, $problem, $sent, submit, again };
}

export type ContactStore = ReturnType<typeof createContactStore>;
