// Events and appointments (Club:Events, docs/spec.md §10 "Events and appointments"): upcoming first,
// with seats taken and tickets admitted, the door check-in of each, its attendees and cancelling it,
// and the form that adds or edits one.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { RouterLink } from '../../../ui/router-link.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { TextareaField } from '../../../ui/textarea-field.tsx';
import { EventActions } from '../components/event-actions.tsx';
import { createEventFormStore, staffEvents } from '../store/events-store.ts';
import type { StaffEvent } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

/** datetime-local's value for a timestamp, in the browser's time zone, and back. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

function Seats({ event }: { event: StaffEvent }) {
  const { t, locale } = useStore($i18n);
  return (
    <span className="club-office-muted">
      {event.capacity === null
        ? tPlural(t, 'club-editor.events.seats', event.seats_taken, locale)
        : t('club-editor.events.seatsOf', { taken: event.seats_taken, capacity: event.capacity })}
      {' · '}
      {tPlural(t, 'club-editor.events.admitted', event.admitted, locale)}
    </span>
  );
}

export default function EventsPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() =>
    createEventFormStore(
      () => $i18n.get().t('ui.failed'),
      () => $i18n.get().t('club-editor.events.priceInvalid'),
    ),
  );
  const state = useStore(staffEvents.at());
  const form = useStore(store.$form);
  const editing = useStore(store.$editing);
  const errors = useStore(store.$errors);
  const problem = useStore(store.$problem);
  const saved = useStore(store.$saved);
  const busy = useStore(store.$busy);
  const error = (field: string) => errors[field]?.[0] ?? null;
  const [open, setOpen] = useState<number | null>(null);
  return (
    <StaffPage title={t('club-editor.events.title')}>
      {state.status === 'failed' && <Problem text={t('ui.failed')} />}
      {state.data && (
        <Panel title={t('club-editor.events.title')}>
          {state.data.length === 0 ? (
            <p>{t('club-editor.events.empty')}</p>
          ) : (
            <ul className="club-office-list">
              {state.data.map((event) => (
                <li key={event.id} data-event={event.id}>
                  <span>
                    <strong>{event.title}</strong> · {dateTime(event.starts_at, locale)} · {event.location}
                    {event.price_cents > 0 ? ` · ${cents(event.price_cents, 'EUR', locale)}` : ''}
                    {event.status === 'cancelled' ? ` · ${t('club-editor.events.cancelled')}` : ''}
                  </span>
                  <Seats event={event} />
                  <span className="club-office-actions">
                    <RouterLink href={`/club/events/${event.id}/door`}>{t('club-editor.events.door')}</RouterLink>
                    <Button variant="secondary" size="sm" onClick={() => store.edit(event)}>
                      {t('club-editor.events.editThis')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === event.id}
                      onClick={() => setOpen(open === event.id ? null : event.id)}
                    >
                      {t('club-editor.events.manage', { title: event.title })}
                    </Button>
                  </span>
                  {open === event.id && <EventActions event={event} />}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
      <Panel title={editing ? t('club-editor.events.edit', { title: editing.title }) : t('club-editor.events.new')}>
        <StaffForm
          className="club-editor-form"
          onSubmit={() => {
            void store.save();
          }}
        >
          <SelectField
            label={t('club-editor.events.kind')}
            value={form.kind}
            options={(['event', 'appointment'] as const).map((value) => ({
              value,
              label: t(`club-editor.events.kinds.${value}`),
            }))}
            onInput={(value) => store.set('kind', value === 'appointment' ? 'appointment' : 'event')}
          />
          <TextField
            label={t('club-editor.events.name')}
            value={form.title}
            error={error('title')}
            onInput={(value) => store.set('title', value)}
          />
          <TextareaField
            label={t('club-editor.events.description')}
            value={form.description}
            error={error('description')}
            onInput={(value) => store.set('description', value)}
          />
          <TextField
            label={t('club-editor.events.location')}
            value={form.location}
            error={error('location')}
            onInput={(value) => store.set('location', value)}
          />
          <TextField
            label={t('club-editor.events.startsAt')}
            type="datetime-local"
            value={toLocalInput(form.starts_at)}
            error={error('starts_at')}
            onInput={(value) => store.set('starts_at', fromLocalInput(value))}
          />
          <TextField
            label={t('club-editor.events.endsAt')}
            type="datetime-local"
            value={toLocalInput(form.ends_at)}
            error={error('ends_at')}
            onInput={(value) => store.set('ends_at', fromLocalInput(value))}
          />
          <TextField
            label={t('club-editor.events.capacity')}
            inputMode="numeric"
            value={form.capacity}
            error={error('capacity')}
            onInput={(value) => store.set('capacity', value)}
          />
          <TextField
            label={t('club-editor.events.price')}
            inputMode="decimal"
            value={form.price}
            error={error('price_cents')}
            onInput={(value) => store.set('price', value)}
          />
          <div className="club-office-actions">
            <Button type="submit" loading={busy}>
              {t('club-editor.events.save')}
            </Button>
            {editing && (
              <Button type="button" variant="secondary" onClick={() => store.edit(null)}>
                {t('club-editor.events.cancelEdit')}
              </Button>
            )}
          </div>
        </StaffForm>
        <Problem text={problem} />
        {saved && !problem && <p role="status">{t('club-editor.events.saved', { title: saved.title })}</p>}
      </Panel>
    </StaffPage>
  );
}
