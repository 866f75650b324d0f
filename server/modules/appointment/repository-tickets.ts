// Registering and cancelling tickets. Each runs in one database transaction with its wallet
// movement: a paid ticket books its debit (type 'order'), a cancelled one its refund (a credit).
// The partial unique index keeps one live ticket per member and appointment even under races.
import { sql, transaction, type Database } from '../../db/open.ts';
import { findAppointmentView, findTicket, type TicketRow } from './repository.ts';
import { formatLabel, nextId } from '../../db/labels.ts';
import { bookTransaction, WalletError } from '../../ledger/bookings.ts';
import { findWalletByUser } from '../../ledger/repository.ts';
import { currentLocale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';

/** A broken rule of registration or cancellation; `field` is where a 422 puts the message. */
export class TicketError extends Error {
  readonly code: 'not_found' | 'cancelled' | 'started' | 'duplicate' | 'full' | 'insufficient_funds' | 'not_registered';
  readonly field: string;

  constructor(code: TicketError['code'], field: string, message: string) {
    super(message);
    this.name = 'TicketError';
    this.code = code;
    this.field = field;
  }
}

export function registerTicket(db: Database, input: { userId: number; appointmentId: number; now: string }): TicketRow {
  return transaction(db, () => {
    const appointment = findAppointmentView(db, input.userId, { id: input.appointmentId });
    if (!appointment)
      throw new TicketError(
        'not_found',
        'appointment',
        'No query results for model [App\\Models\\Appointment] ' + input.appointmentId,
      );
    if (appointment.status === 'cancelled')
      throw new TicketError('cancelled', 'appointment', __('This appointment was cancelled.'));
    if (appointment.starts_at <= input.now)
      throw new TicketError('started', 'appointment', __('This appointment has already started.'));
    if (appointment.my_ticket_label)
      throw new TicketError('duplicate', 'appointment', __('You already have a ticket for this appointment.'));
    if (appointment.capacity !== null && appointment.registered_count >= appointment.capacity) {
      throw new TicketError('full', 'appointment', __('This appointment is fully booked.'));
    }
    const id = nextId(db, 'appointment_tickets');
    const label = formatLabel('TCK', id, input.now);
    let transactionId: number | null = null;
    if (appointment.price_cents > 0) {
      try {
        transactionId = bookTransaction(db, {
          userId: input.userId,
          type: 'order',
          amountCents: -appointment.price_cents,
          status: 'completed',
          text: { key: 'ticket', params: { label, title: appointment.title } },
          reference: { type: 'ticket', label },
          now: input.now,
        }).id;
      } catch (error) {
        if (error instanceof WalletError && error.code === 'insufficient_funds') {
          const balance = findWalletByUser(db, input.userId)?.balance_cents ?? 0;
          const missing = new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'EUR' }).format(
            (appointment.price_cents - balance) / 100,
          );
          throw new TicketError(
            'insufficient_funds',
            'balance',
            __('Your wallet balance is too low for this ticket: :missing are missing.', { missing }),
          );
        }
        throw error;
      }
    }
    sql(
      db,
      `INSERT INTO appointment_tickets (id, label, appointment_id, user_id, status, price_cents, transaction_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'registered', ?, ?, ?, ?)`,
    ).run(id, label, appointment.id, input.userId, appointment.price_cents, transactionId, input.now, input.now);
    return findTicket(db, input.userId, label)!;
  });
}

/** Cancels a registered ticket before its appointment starts; a paid one is refunded to the wallet. */
export function cancelTicket(db: Database, input: { userId: number; label: string; now: string }): TicketRow {
  return transaction(db, () => {
    const ticket = findTicket(db, input.userId, input.label);
    if (!ticket)
      throw new TicketError('not_found', 'ticket', 'No query results for model [App\\Models\\Ticket] ' + input.label);
    if (ticket.status !== 'registered')
      throw new TicketError('not_registered', 'ticket', __('Only a registered ticket can be cancelled.'));
    const appointment = findAppointmentView(db, input.userId, { id: ticket.appointment_id })!;
    if (appointment.starts_at <= input.now)
      throw new TicketError('started', 'ticket', __('This appointment has already started.'));
    if (ticket.price_cents > 0) {
      bookTransaction(db, {
        userId: input.userId,
        type: 'credit',
        amountCents: ticket.price_cents,
        status: 'completed',
        text: { key: 'ticket_refund', params: { label: ticket.label, title: appointment.title } },
        reference: { type: 'ticket', label: ticket.label },
        now: input.now,
      });
    }
    sql(db, "UPDATE appointment_tickets SET status = 'cancelled', updated_at = ? WHERE id = ?").run(
      input.now,
      ticket.id,
    );
    return findTicket(db, input.userId, input.label)!;
  });
}

/** Check-in at the door: a registered ticket becomes used. */
export function markTicketUsed(db: Database, ticketId: number, now: string): void {
  sql(db, "UPDATE appointment_tickets SET status = 'used', updated_at = ? WHERE id = ? AND status = 'registered'").run(
    now,
    ticketId,
  );
}
