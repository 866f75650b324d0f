// One ticket and its thread (GET support/tickets/{id}, which marks it read) and the reply form
// (POST support/tickets/{id}/messages): a sent reply replaces the thread with the server's and
// empties the form; a 422 stays next to the field with the text kept.
import { atom } from 'nanostores';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { createForm, required } from '../../../core/validation.ts';
import { getTicket, replyToTicket } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';
import { submitForm, type Problem } from './submit.ts';
import { max, validationMessages } from './texts.ts';
import type { Ticket } from '../types.ts';
import { ticketOpened } from './ticket-unread.ts';

import { SUPPORT_MESSAGE_MAX as REPLY_MAX } from '../../../shared/contract/form-rules.ts';

export { REPLY_MAX };

export interface ReplyValues extends Record<string, unknown> {
  body: string;
}

export function createTicketStore(t: Translate) {
  let current = '';
  const thread = createResource(async (id: string) => {
    const ticket = await getTicket(id);
    void ticketOpened();
    return ticket;
  });
  const form = createForm<ReplyValues>({
    fields: { body: [required, max(REPLY_MAX)] },
    initial: { body: '' },
    labels: {
      get body() {
        return t('support.ticket.reply');
      },
    },
    messages: validationMessages(t),
  });
  const $sending = atom(false);
  const $problem = atom<Problem | null>(null);

  function load(id: string): Promise<Ticket | null> {
    if (id !== current) {
      form.reset();
      $problem.set(null);
    }
    current = id;
    return thread.load(id);
  }

  async function reply(): Promise<boolean> {
    if ($sending.get() || !current) return false;
    $sending.set(true);
    $problem.set(null);
    const id = current;
    const outcome = await submitForm(form, (values) => replyToTicket(id, { body: values.body.trim() }));
    $sending.set(false);
    if (id !== current) return false;
    if (outcome.ok) {
      thread.set(outcome.result);
      form.reset();
    } else {
      $problem.set(outcome.problem);
    }
    return outcome.ok;
  }

  return { $state: thread.$state, form, $sending, $problem, load, reply };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
