// Contact form (Support:Contact, docs/spec.md §2 support/contact/{category}): subject and message to the
// staff, which opens a ticket. Checked on blur and change; the server's 422 messages appear next
// to the fields and what the member typed stays.
import { useStore } from '@nanostores/react';
import { useMemo, type FormEvent } from 'react';
import { $i18n, t as translate } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { CONTACT_CATEGORIES_PATH, ticketPath } from '../store/paths.ts';
import { Failed, Loading } from '../components/remote-view.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { problemText } from '../store/submit.ts';
import { SupportNav } from '../components/support-nav.tsx';
import { $ticketsEnabled } from '../store/ticket-unread.ts';
import { useSupportStyles } from '../components/use-support-styles.ts';
import { contactCategories } from '../store/contact-categories-store.ts';
import { createContactStore, MESSAGE_MAX, SUBJECT_MAX, type ContactStore } from '../store/contact-store.ts';

export interface ContactPageProps {
  params: { category?: string };
}

function ContactForm({ store }: { store: ContactStore }) {
  const { t } = useStore($i18n);
  const subject = useFormField(store.form, 'subject');
  const message = useFormField(store.form, 'message');
  const sending = useStore(store.$sending);
  const problem = problemText(useStore(store.$problem), t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <form className="support-form" noValidate onSubmit={submit}>
      <TextField
        {...subject}
        label={t('support.contact.subject')}
        required
        maxLength={SUBJECT_MAX}
        autoComplete="off"
      />
      <TextareaField
        {...message}
        label={t('support.contact.message')}
        hint={t('support.contact.limit', { max: MESSAGE_MAX })}
        required
        rows={8}
        maxLength={MESSAGE_MAX}
      />
      <p className="club-failure" role="alert">
        {problem ?? ''}
      </p>
      <div className="support-form__actions">
        <Button type="submit" loading={sending}>
          {t('support.contact.send')}
        </Button>
      </div>
    </form>
  );
}

function Sent({ store }: { store: ContactStore }) {
  const { t } = useStore($i18n);
  const ticket = useStore(store.$sent)!;
  const tickets = useStore($ticketsEnabled);
  return (
    <div className="support-sent">
      <p className="support-notice" role="status">
        {t('support.contact.sent')}
      </p>
      <div className="support-form__actions">
        {tickets && (
          <RouterLink href={ticketPath(ticket.id)} className="support-button-link">
            {t('support.contact.viewTicket')}
          </RouterLink>
        )}
        <Button variant="secondary" onClick={store.again}>
          {t('support.contact.another')}
        </Button>
      </div>
    </div>
  );
}

export default function ContactPage({ params }: ContactPageProps) {
  useSupportStyles();
  const { t } = useStore($i18n);
  const slug = params.category ?? '';
  const state = useStore(contactCategories.at());
  // A new topic starts a new form; the texts are read through t() when a message is made.
  const store = useMemo(() => createContactStore(slug, translate), [slug]);
  const sent = useStore(store.$sent);

  const category = state.data?.find((c) => c.slug === slug) ?? null;
  const allTopics = (
    <RouterLink href={CONTACT_CATEGORIES_PATH} className="support-back">
      {t('support.contact.allTopics')}
    </RouterLink>
  );

  let content;
  if (state.status === 'failed')
    content = <Failed text={t('support.contact.error')} onRetry={() => void contactCategories.load()} />;
  else if (!state.data) content = <Loading label={t('support.contact.loading')} lines={3} />;
  else if (!category) content = <Failed text={t('support.contact.notFound')}>{allTopics}</Failed>;
  else {
    content = (
      <>
        {allTopics}
        <h2 className="support-section-title">{t('support.contact.topic', { name: category.name })}</h2>
        {category.description && <p className="support-page__intro">{category.description}</p>}
        {sent ? <Sent store={store} /> : <ContactForm store={store} />}
      </>
    );
  }

  return (
    <div className="support-page">
      <h1 className="support-page__title">{t('support.contact.title')}</h1>
      <SupportNav current="contact" />
      {content}
    </div>
  );
}
