// Events and the door check-in in the staff area (docs/spec.md §10, src/shared/contract/club-events.ts),
// thin over event-editor.ts and check-in.ts, which the CLI's event and ticket commands call too.
import { Hono } from 'hono';
import { clubEvents } from '../../../src/shared/contract/club-events.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { announceEventCancelled, cancelEventWithRefunds, EventCancelError, listAttendees } from './event-cancel.ts';
import { checkIn } from './check-in.ts';
import {
  createEvent,
  EventEditorError,
  findEvent,
  listStaffEvents,
  toStaffEvent,
  updateEvent,
  type EventInput,
} from './event-editor.ts';
import { seatsCue } from './seats-cue.ts';

const EVENTS_SHOWN = 100;

function eventId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(raw) || !findEvent(c.var.deps.db, Number(raw)))
    throw notFound(`No query results for model [App\\Models\\Appointment] ${raw}`);
  return Number(raw);
}

function refused(error: unknown): never {
  if (!(error instanceof EventEditorError)) throw error;
  if (error.code === 'ends_before_start')
    throw new ValidationError({ ends_at: [__('The end must not be before the start.')] });
  if (error.code === 'capacity_below_taken')
    throw new ValidationError({
      capacity: [__('The capacity cannot be less than the :count seats already taken.', { count: error.taken })],
    });
  throw error;
}

const eventInput = (body: ReturnType<typeof input<typeof clubEvents.create>>['body']): EventInput => ({
  kind: body.kind,
  title: body.title.trim(),
  description: body.description?.trim() ?? '',
  location: body.location.trim(),
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  capacity: body.capacity ?? null,
  priceCents: body.price_cents,
});

export function staffEventRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/events', staffGuard(clubEvents.list), (c) => {
    const now = toTimestamp(c.var.deps.clock.now());
    return c.json(listStaffEvents(c.var.deps.db, now, EVENTS_SHOWN).map((row) => toStaffEvent(c.var.deps, row)));
  });

  app.post('/club/events', staffGuard(clubEvents.create), (c) => {
    const { body } = input(c, clubEvents.create);
    try {
      return c.json(
        toStaffEvent(c.var.deps, createEvent(c.var.deps, staffActor(c.get('user')), eventInput(body))),
        201,
      );
    } catch (error) {
      refused(error);
    }
  });

  app.put('/club/events/:id', staffGuard(clubEvents.update), (c) => {
    const id = eventId(c);
    const { body } = input(c, clubEvents.update);
    try {
      const updated = updateEvent(c.var.deps, staffActor(c.get('user')), id, eventInput(body));
      void seatsCue(c.var.deps, id); // a new capacity changes the free seats
      return c.json(toStaffEvent(c.var.deps, updated));
    } catch (error) {
      refused(error);
    }
  });

  app.get('/club/events/:id/attendees', staffGuard(clubEvents.attendees), (c) =>
    c.json(listAttendees(c.var.deps.db, eventId(c))),
  );

  app.post('/club/events/:id/cancel', staffGuard(clubEvents.cancel), async (c) => {
    const id = eventId(c);
    const { body } = input(c, clubEvents.cancel);
    const reason = body.reason.trim();
    if (reason === '') throw new ValidationError({ reason: [fieldMessage('required', 'reason')] });
    let cancelled;
    try {
      cancelled = cancelEventWithRefunds(c.var.deps, staffActor(c.get('user')), id, reason);
    } catch (error) {
      if (!(error instanceof EventCancelError) || error.code === 'unknown') throw error;
      throw new ValidationError({
        event: [
          error.code === 'cancelled'
            ? __('This event is cancelled already.')
            : __('This event is over and can no longer be cancelled.'),
        ],
      });
    }
    await announceEventCancelled(c.var.deps, cancelled, reason);
    void seatsCue(c.var.deps, id);
    return c.json({
      event: toStaffEvent(c.var.deps, cancelled.event),
      tickets: cancelled.tickets,
      refunded: cancelled.refunded,
      refunded_cents: cancelled.refundedCents,
    });
  });

  app.post('/club/events/:id/check-in', staffGuard(clubEvents.checkIn), (c) => {
    const id = eventId(c);
    const { body } = input(c, clubEvents.checkIn);
    const result = checkIn(c.var.deps, staffActor(c.get('user')), body.payload, { eventId: id });
    const claims = result.claims;
    return c.json({
      admitted: result.admitted,
      reason: result.admitted ? null : result.reason,
      ticket: claims ? { label: claims.l, name: claims.name, title: claims.title, number: claims.n } : null,
      admitted_at: result.admitted ? null : result.admittedAt,
      event: toStaffEvent(c.var.deps, findEvent(c.var.deps.db, id)!),
    });
  });

  return app;
}
