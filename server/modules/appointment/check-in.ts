// The door check (docs/spec.md §10 "Events and appointments"): the staff area's scanner and
// `club ticket:check --admit` both call this. The signature and validity window decide first (the
// club's public key only); then the club's records admit the ticket once, with its audit entry in the
// same transaction, so two scanners reading one ticket at once admit it once.
import type { CheckInRefusal } from '../../../src/shared/contract/club-events.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { admitTicket, findTicketById } from './repository-my-tickets.ts';
import { ticketKeys } from '../../signing/club-keys.ts';
import { checkTicket, type TicketClaims } from './ticket-signing.ts';
import type { KeyObject } from 'node:crypto';

export type CheckInResult =
  | { admitted: true; claims: TicketClaims; admittedCount: number }
  | { admitted: false; reason: CheckInRefusal; claims: TicketClaims | null; admittedAt: string | null };

/** How many tickets of the event were admitted so far. */
export const admittedCount = (deps: Pick<AppDeps, 'db'>, eventId: number): number =>
  (
    sql(
      deps.db,
      'SELECT COUNT(*) AS n FROM appointment_tickets WHERE appointment_id = ? AND admitted_at IS NOT NULL',
    ).get(eventId) as { n: number }
  ).n;

/**
 * Checks a scanned payload and admits its ticket once. `eventId`: the event at this door (a ticket
 * of another event is refused); null: any event (the CLI). `publicKey`: the key to check with
 * (the CLI's --public-key), else the club's own.
 */
export function checkIn(
  deps: AppDeps,
  actor: AuditActor,
  payload: string,
  options: { eventId: number | null; publicKey?: KeyObject },
): CheckInResult {
  const checked = checkTicket(payload, options.publicKey ?? ticketKeys(deps.config).publicKey, deps.clock.now());
  if (!checked.ok) return { admitted: false, reason: checked.reason, claims: checked.claims ?? null, admittedAt: null };
  const { claims } = checked;
  if (options.eventId !== null && claims.e !== options.eventId)
    return { admitted: false, reason: 'other_event', claims, admittedAt: null };
  return transaction(deps.db, () => {
    const row = findTicketById(deps.db, claims.t);
    if (!row || row.label !== claims.l || row.user_id !== claims.m || row.appointment_id !== claims.e)
      return { admitted: false, reason: 'unknown', claims, admittedAt: null } as const;
    const now = toTimestamp(deps.clock.now());
    if (!admitTicket(deps.db, row.id, now)) {
      const reason: CheckInRefusal = row.admitted_at
        ? 'already_admitted'
        : row.status === 'cancelled' || row.appointment_status === 'cancelled'
          ? 'cancelled'
          : 'not_valid';
      return { admitted: false, reason, claims, admittedAt: row.admitted_at } as const;
    }
    recordAudit(deps, actor, {
      action: 'ticket.admitted',
      subject: { type: 'ticket', id: row.label },
      before: { status: row.status },
      after: { status: 'used', event: claims.e, admitted_at: now },
    });
    return { admitted: true, claims, admittedCount: admittedCount(deps, claims.e) } as const;
  });
}
