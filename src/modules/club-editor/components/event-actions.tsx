// An event's attendee list and its cancelling, opened from the events list (docs/spec.md §10
// "Events and appointments"): who holds a ticket, and a reason to cancel (tickets refunded).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { createEventActionsStore, eventAttendees } from '../store/event-actions-store.ts';
import type { StaffEvent } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';
import { StaffForm } from '../../../ui/staff-page.tsx';

export function EventActions({ event }: { event: StaffEvent }) {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createEventActionsStore(event.id, () => $i18n.get().t('ui.failed')));
  const listed = useStore(eventAttendees.at(event.id));
  const attendees = listed.data ?? null;
  const cancelled = useStore(store.$cancelled);
  const errors = useStore(store.$errors);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [reason, setReason] = useState('');
  const fieldError = errors.reason?.[0] ?? null;
  const eventError = errors.event?.[0] ?? null;
  return (
    <section
      className="club-editor-event-actions"
      aria-label={t('club-editor.events.attendeesOf', { title: event.title })}
    >
      {listed.status === 'failed' && <Problem text={t('ui.failed')} />}
      {attendees && attendees.length === 0 && (
        <p className="club-office-muted">{t('club-editor.events.noAttendees')}</p>
      )}
      {attendees && attendees.length > 0 && (
        <table>
          <caption>{tPlural(t, 'club-editor.events.attendees', attendees.length, locale)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('club-editor.events.attendee')}</th>
              <th scope="col">{t('club-editor.events.ticket')}</th>
              <th scope="col">{t('club-editor.events.registered')}</th>
              <th scope="col">{t('club-editor.events.paid')}</th>
            </tr>
          </thead>
          <tbody>
            {attendees.map((a) => (
              <tr key={a.ticket}>
                <td>
                  {a.name} <span className="club-office-muted">{a.email}</span>
                </td>
                <td>
                  {a.ticket} · {t(`club-editor.events.ticketStatus.${a.status}`)}
                </td>
                <td>{dateTime(a.registered_at, locale)}</td>
                <td>{cents(a.price_cents, 'EUR', locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {event.status === 'scheduled' && !cancelled && (
        <StaffForm className="club-office-filters" onSubmit={() => void store.cancel(reason)}>
          <TextField label={t('club-editor.events.reason')} value={reason} error={fieldError} onInput={setReason} />
          <Button type="submit" variant="secondary" loading={busy}>
            {t('club-editor.events.cancelEvent')}
          </Button>
        </StaffForm>
      )}
      {(eventError || problem) && <Problem text={eventError ?? problem} />}
      {cancelled && (
        <p role="status">
          {t('club-editor.events.cancelledDone', {
            tickets: tPlural(t, 'club-editor.events.tickets', cancelled.tickets, locale),
            refunded: cents(cancelled.refunded_cents, 'EUR', locale),
          })}
        </p>
      )}
    </section>
  );
}
