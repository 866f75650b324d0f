// <club-events limit="3">: the club's next events and appointments (docs/spec.md §9 "<club-events>"):
// when (the member's language, the club's time zone), where, price and free seats, and a register
// button for a signed-in member (the one registration: capacity, price from the wallet; a refusal
// says why, in the member's language, as the server words it). Live: the seats cue fetches the list
// again when anyone registers (store/upcoming.ts). Signed out, the loader shows its prompt instead.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../core/api/errors.ts';
import { cents, dateTimeFormat } from '../../core/format.ts';
import { $i18n, loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import buttonCss from '../../ui/button.css?inline';
import spinnerCss from '../../ui/spinner.css?inline';
import skeletonCss from '../../ui/skeleton.css?inline';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { EVENTS_PATH, TICKETS_PATH } from './store/paths.ts';
import { $registration, $upcoming, refreshUpcoming, register } from './store/upcoming.ts';
import { seatsText } from './store/seats.ts';
import type { Appointment } from './types.ts';
import widgetCss from './components/widget.css?inline';

// Only the texts this widget shows, in the member's texts file of the page's language
// (rollup.config.mjs), there before its first render (`ready`).
registerMessages('appointment', {
  en: () => import('./messages/widget/en.ts'),
  de: () => import('./messages/widget/de.ts'),
});

export const EVENTS_WIDGET_MAX = 6;
export const EVENTS_WIDGET_DEFAULT = 3;

/** The `limit` attribute: a whole number from 1 to 6, anything else the default 3. */
export function eventsLimit(value: unknown): number {
  const n = /^\s*\d{1,3}\s*$/.test(String(value ?? '')) ? Number(value) : 0;
  // out of range: the default, as the loader's warning says (docs/spec.md §9)
  return n >= 1 && n <= EVENTS_WIDGET_MAX ? n : EVENTS_WIDGET_DEFAULT;
}

// The club meets in Berlin: its times read the same wherever the site's visitor is.
const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
};

/** en 'Sat, Dec 5, 7:00 – 9:00 PM', de 'Sa., 5. Dez., 19:00–21:00'. */
export const eventWhen = (a: Pick<Appointment, 'starts_at' | 'ends_at'>, locale: string): string =>
  dateTimeFormat(locale, WHEN).formatRange(new Date(a.starts_at), new Date(a.ends_at));

export interface EventsWidgetProps {
  /** How many to list: 1 to 6, default 3. */
  limit?: string | number;
  portal: string;
}

export function EventsWidget({ limit, portal }: EventsWidgetProps) {
  const { t } = useStore($i18n);
  const state = useStore($upcoming);
  const { last } = useStore($registration);
  const items = state.data?.slice(0, eventsLimit(limit)) ?? null;

  return (
    <section
      className="club-events-widget"
      part="events"
      aria-labelledby="club-events-widget-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="club-events-widget-title">{t('appointment.widget.title')}</h2>
      {state.status === 'failed' && !items && (
        <div role="alert">
          <p>{t('appointment.widget.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refreshUpcoming()}>
            {t('appointment.widget.retry')}
          </Button>
        </div>
      )}
      {!items && state.status !== 'failed' && (
        <>
          <span className="club-visually-hidden" role="status">
            {t('appointment.widget.loading')}
          </span>
          <Skeleton lines={3} />
        </>
      )}
      {items && items.length === 0 && <p>{t('appointment.widget.empty')}</p>}
      {items && items.length > 0 && (
        <ul role="list">
          {items.map((item) => (
            <EventItem key={item.id} appointment={item} />
          ))}
        </ul>
      )}
      {/* live regions that stay in the page: announced when filled */}
      <p role="alert">
        {last?.error ? t('appointment.refused', { title: last.title, reason: messageOf(last.error, t) }) : ''}
      </p>
      <p className="club-visually-hidden" role="status">
        {last && !last.error ? t('appointment.done', { title: last.title }) : ''}
      </p>
      <p>
        <a href={`${portal}${EVENTS_PATH}`} part="portal-link">
          {t('appointment.widget.all')}
        </a>
        <a href={`${portal}${TICKETS_PATH}`} part="portal-link">
          {t('appointment.widget.tickets')}
        </a>
      </p>
    </section>
  );
}

function EventItem({ appointment: a }: { appointment: Appointment }) {
  const { t, locale } = useStore($i18n);
  const busy = useStore($registration).busy === a.id;
  const seats = seatsText(a, t, locale);
  const price =
    a.price_cents > 0
      ? t('appointment.paidFromWallet', { amount: cents(a.price_cents, a.currency, locale) })
      : t('appointment.free');
  return (
    <li part="event">
      <h3>{a.title}</h3>
      <p>
        <time dateTime={a.starts_at}>{eventWhen(a, locale)}</time>
      </p>
      {a.location && <p>{a.location}</p>}
      <p>
        <span>{price}</span>
        {/* the count others' registrations change while the member looks: read out when it does */}
        <span aria-live="polite">{seats}</span>
      </p>
      {a.my_ticket?.status === 'registered' && <p>{t('appointment.registered')}</p>}
      {a.can_register && (
        <Button
          size="sm"
          loading={busy}
          aria-label={t('appointment.registerFor', { title: a.title })}
          onClick={() => void register(a)}
        >
          {t('appointment.register')}
        </Button>
      )}
    </li>
  );
}

export default {
  component: EventsWidget,
  styles: [buttonCss, spinnerCss, skeletonCss, widgetCss],
  ready: () => loadMessages(['appointment']).catch(() => {}),
};
