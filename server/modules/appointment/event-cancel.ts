// Cancelling an event from the staff area (docs/spec.md §10 "Events and appointments"): the event,
// every live ticket and the refund of each paid one to its member's wallet, with the audit entry,
// in ONE transaction (integer cents; the event's status moves from scheduled only once, so two
// staff cancelling at the same time refund once). Afterwards each member is told, in their
// language and without the amount (docs/spec.md §1 privacy), and their wallet view refreshes.
import type { Attendee } from '../../../src/shared/contract/club-events.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { __ } from '../../lang/translate.ts';
import { bookTransaction } from '../../ledger/bookings.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { notify } from '../../notifications/notify.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { findEvent } from './event-editor.ts';
import type { AppointmentRow } from './repository.ts';

export class EventCancelError extends Error {
  readonly code: 'unknown' | 'cancelled' | 'over';
  constructor(code: EventCancelError['code']) {
    super(code);
    this.code = code;
  }
}

interface LiveTicket {
  id: number;
  label: string;
  user_id: number;
  price_cents: number;
}

export interface CancelledEvent {
  event: AppointmentRow;
  tickets: number;
  refunded: number;
  refundedCents: number;
  /** The members to tell, once the transaction is committed. */
  members: number[];
}

/** Who holds a live ticket, in the order they registered. */
export function listAttendees(db: Database, eventId: number): Attendee[] {
  return sql(
    db,
    `SELECT t.label AS ticket, u.name, u.email, t.status, t.price_cents, t.created_at AS registered_at
       FROM appointment_tickets t JOIN users u ON u.id = t.user_id
      WHERE t.appointment_id = ? AND t.status <> 'cancelled' ORDER BY t.created_at, t.id`,
  ).all(eventId) as unknown as Attendee[];
}

export function cancelEventWithRefunds(deps: AppDeps, actor: AuditActor, id: number, reason: string): CancelledEvent {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    const before = findEvent(deps.db, id);
    if (!before) throw new EventCancelError('unknown');
    if (before.status === 'cancelled') throw new EventCancelError('cancelled');
    if (before.ends_at <= now) throw new EventCancelError('over');
    // the guard of the move: a second cancel (in parallel or later) changes nothing and refunds nothing
    const moved = sql(
      deps.db,
      "UPDATE appointments SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'scheduled'",
    ).run(now, id).changes;
    if (moved !== 1) throw new EventCancelError('cancelled');
    const tickets = sql(
      deps.db,
      "SELECT id, label, user_id, price_cents FROM appointment_tickets WHERE appointment_id = ? AND status <> 'cancelled' ORDER BY id",
    ).all(id) as unknown as LiveTicket[];
    let refunded = 0;
    let refundedCents = 0;
    for (const ticket of tickets) {
      if (ticket.price_cents > 0) {
        bookTransaction(deps.db, {
          userId: ticket.user_id,
          type: 'credit',
          amountCents: ticket.price_cents,
          status: 'completed',
          description: `Refund of ticket ${ticket.label}: ${before.title} (cancelled)`.slice(0, 255),
          reference: { type: 'ticket', label: ticket.label },
          now,
        });
        refunded += 1;
        refundedCents += ticket.price_cents;
      }
      sql(deps.db, "UPDATE appointment_tickets SET status = 'cancelled', updated_at = ? WHERE id = ?").run(
        now,
        ticket.id,
      );
    }
    recordAudit(deps, actor, {
      action: `${before.kind}.cancelled`,
      subject: { type: before.kind, id: before.label },
      before: { status: 'scheduled', tickets: tickets.length },
      after: {
        status: 'cancelled',
        reason,
        tickets_cancelled: tickets.length,
        refunded,
        refunded_cents: refundedCents,
      },
    });
    return {
      event: findEvent(deps.db, id)!,
      tickets: tickets.length,
      refunded,
      refundedCents,
      members: [...new Set(tickets.map((t) => t.user_id))],
    };
  });
}

const TITLE = 'Event cancelled: :title';
const TEXT =
  'The club cancelled :title: :reason. Your ticket is cancelled; if you paid for it, the price is back in your wallet.';

/** Tells each ticket holder, in their language; their wallet view refreshes. */
export async function announceEventCancelled(deps: AppDeps, cancelled: CancelledEvent, reason: string): Promise<void> {
  for (const userId of cancelled.members) {
    const user = findUserById(deps.db, userId);
    if (!user) continue;
    const locale = user.language === 'de' ? 'de' : 'en';
    const replace = { title: cancelled.event.title, reason };
    await notify(deps, user, {
      title: __(TITLE, replace, locale),
      description: __(TEXT, replace, locale),
      class: 'fa fa-calendar',
      status: 'warning',
      topic: 'appointments',
    });
    await walletUpdated(deps, userId);
  }
  await staffCue(deps, 'events');
}
