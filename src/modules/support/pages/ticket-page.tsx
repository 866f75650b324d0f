// A ticket (Support:Ticket, docs/spec.md §2 support/ticket/{id}): the thread, oldest first, and a reply
// form (not for a closed ticket). Opening it marks the answer read, so the top bar's indicator
// goes out; a reply re-opens the ticket until the staff answer.
import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { $i18n, t as translate } from '../../../core/i18n/i18n.ts';
import { dateTime } from '../../../core/format.ts';
import { Button } from '../../../ui/button.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { CONTACT_CATEGORIES_PATH, TICKETS_PATH } from '../store/paths.ts';
import { Failed, Loading, Paragraphs } from '../components/remote-view.tsx';
import { isMissing } from '../../../core/resource/resource.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { problemText } from '../store/submit.ts';
import { SupportNav } from '../components/support-nav.tsx';
import type { Ticket } from '../types.ts';
import { useSupportStyles } from '../components/use-support-styles.ts';
import { createTicketStore, REPLY_MAX, threads, type TicketStore } from '../store/ticket-store.ts';
import { TicketStatus } from '../components/ticket-status.tsx';

export interface TicketPageProps {
  params: { id?: string };
}

function Thread({ ticket }: { ticket: Ticket }) {
  const { t, locale } = useStore($i18n);
  return (
    <ol className="support-thread" aria-label={t('support.ticket.thread')}>
      {ticket.messages.map((message) => (
        <li key={message.id} className={`support-message support-message--${message.author}`}>
          <p className="support-message__meta">
            <strong>{t(message.author === 'staff' ? 'support.ticket.staff' : 'support.ticket.you')}</strong>{' '}
            <time dateTime={message.created_at}>{dateTime(message.created_at, locale)}</time>
          </p>
          <Paragraphs text={message.body} className="support-message__body" />
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ store }: { store: TicketStore }) {
  const { t } = useStore($i18n);
  const body = useFormField(store.form, 'body');
  const sending = useStore(store.$sending);
  const problem = problemText(useStore(store.$problem), t);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setSent(await store.reply());
  };

  return (
    <form className="support-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextareaField {...body} label={t('support.ticket.reply')} required rows={5} maxLength={REPLY_MAX} />
      <p className="club-failure" role="alert">
        {problem ?? ''}
      </p>
      <p className="support-notice" role="status">
        {sent ? t('support.ticket.sent') : ''}
      </p>
      <div className="support-form__actions">
        <Button type="submit" loading={sending}>
          {t('support.ticket.send')}
        </Button>
      </div>
    </form>
  );
}

export default function TicketPage({ params }: TicketPageProps) {
  useSupportStyles();
  const { t, locale } = useStore($i18n);
  const id = params.id ?? '';
  const store = useMemo(() => createTicketStore(id, translate), [id]);
  // Staff answered (club ticket:reply): the thread shows it without a reload (the store follows the cue).
  const state = useStore(threads.at(id));

  const back = (
    <RouterLink href={TICKETS_PATH} className="support-back">
      {t('support.ticket.back')}
    </RouterLink>
  );
  const ticket = state.data && String(state.data.id) === id ? state.data : null;

  let content;
  if (isMissing(state)) content = <Failed text={t('support.ticket.notFound')}>{back}</Failed>;
  else if (state.status === 'failed')
    content = <Failed text={t('support.ticket.error')} onRetry={() => void threads.load(id)} />;
  else if (!ticket) content = <Loading label={t('support.ticket.loading')} />;
  else {
    content = (
      <article className="support-ticket-view" aria-labelledby="support-ticket-subject">
        {back}
        <h2 id="support-ticket-subject" className="support-section-title">
          {ticket.subject}
        </h2>
        <p className="support-ticket__meta">
          <TicketStatus status={ticket.status} />
          {ticket.category && <span>{ticket.category.name}</span>}
          <span>{t('support.ticket.opened', { date: dateTime(ticket.created_at, locale) })}</span>
        </p>
        <Thread ticket={ticket} />
        {ticket.status === 'closed' ? (
          <p className="support-notice">
            {t('support.ticket.closed')}{' '}
            <RouterLink href={CONTACT_CATEGORIES_PATH}>{t('support.faq.contact')}</RouterLink>
          </p>
        ) : (
          <ReplyForm store={store} />
        )}
      </article>
    );
  }

  return (
    <div className="support-page">
      <h1 className="support-page__title">{t('support.pages.ticket')}</h1>
      <SupportNav current="tickets" />
      {content}
    </div>
  );
}
