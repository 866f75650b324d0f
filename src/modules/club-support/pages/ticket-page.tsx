// A ticket for staff (Club:InboxTicket, docs/spec.md §10 "Support inbox"): the member's thread, the
// internal notes (never shown to the member), the reply, assignment and closing.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, useStaffPageStyles, StaffForm } from '../../../ui/staff-page.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { assignees, createThreadStore, threads } from '../store/thread-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function TicketPage({ params }: { params: { id: string } }) {
  useStaffPageStyles();
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createThreadStore(params.id, () => $i18n.get().t('ui.failed')));
  const state = useStore(threads.at(params.id));
  const staff = useStore(assignees.at()).data ?? [];
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const thread = state.data;
  return (
    <div className="club-office-page">
      <RouterLink href="/club/inbox">{t('club-support.ticket.back')}</RouterLink>
      {state.status === 'failed' && !thread && <Problem text={t('club-support.ticket.notFound')} />}
      {thread && (
        <>
          <h1 className="club-page-title club-office-page__title">{thread.ticket.subject}</h1>
          <p className="club-office-muted">
            {thread.ticket.member.name} · {thread.ticket.member.email} ·{' '}
            {t(`club-support.status.${thread.ticket.status}`)}
          </p>
          <Problem text={problem} />
          <Panel title={t('club-support.ticket.thread')}>
            <ol className="club-office-list">
              {thread.messages.map((message) => (
                <li key={message.id}>
                  <span>
                    <strong>{t(`club-support.ticket.author.${message.author}`)}</strong> {message.body}
                  </span>
                  <span className="club-office-muted">{dateTime(message.created_at, locale)}</span>
                </li>
              ))}
            </ol>
            <StaffForm
              onSubmit={() => {
                void store.reply(reply).then((sent) => sent && setReply(''));
              }}
            >
              <TextareaField label={t('club-support.ticket.reply')} value={reply} onInput={setReply} />
              <Button type="submit" disabled={busy}>
                {t('club-support.ticket.send')}
              </Button>
            </StaffForm>
          </Panel>
          <div className="club-office-grid">
            <Panel title={t('club-support.ticket.notes')}>
              <p className="club-office-muted">{t('club-support.ticket.notesHint')}</p>
              <ul className="club-office-list">
                {thread.notes.map((item) => (
                  <li key={item.id}>
                    <span>
                      <strong>{item.author}</strong> {item.body}
                    </span>
                    <span className="club-office-muted">{dateTime(item.created_at, locale)}</span>
                  </li>
                ))}
              </ul>
              <StaffForm
                onSubmit={() => {
                  void store.note(note).then((saved) => saved && setNote(''));
                }}
              >
                <TextareaField label={t('club-support.ticket.note')} value={note} onInput={setNote} />
                <Button type="submit" variant="secondary" disabled={busy}>
                  {t('club-support.ticket.addNote')}
                </Button>
              </StaffForm>
            </Panel>
            <Panel title={t('club-support.ticket.handling')}>
              <SelectField
                label={t('club-support.ticket.assignee')}
                value={thread.ticket.assignee ? String(thread.ticket.assignee.id) : ''}
                placeholder={t('club-support.ticket.nobody')}
                options={staff.map((a) => ({ value: String(a.id), label: a.name }))}
                onInput={(value) => void store.assign(value ? Number(value) : null)}
              />
              {thread.ticket.status !== 'closed' && (
                <Button variant="danger" disabled={busy} onClick={() => void store.close()}>
                  {t('club-support.ticket.close')}
                </Button>
              )}
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}
