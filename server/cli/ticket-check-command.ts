// `club ticket:check <payload>`: the door check of a scanned ticket, OFFLINE: only the club's
// public key (--public-key file, TICKET_PUBLIC_KEY, or the demo key beside the database) and the
// signature decide; the ticket itself says whom and what it admits. --admit also records the
// admission in the database, once: a second scan of the same ticket is refused.
import { parseArgs } from 'node:util';
import type { AppDeps } from '../http/env.ts';
import { cliActor } from '../audit/actors.ts';
import { checkIn } from '../modules/appointment/check-in.ts';
import { findTicketById } from '../modules/appointment/repository-my-tickets.ts';
import { parsePublicKey } from '../signing/club-keys.ts';
import { checkTicket, type TicketClaims } from '../modules/appointment/ticket-signing.ts';
import { UsageError, type Io } from './commands.ts';
import { publicKeyText } from './scanner-public-key.ts';

export const TICKET_CHECK_USAGE = `Usage: npm run club -- ticket:check <payload> [--admit] [--public-key FILE]

Checks a scanned ticket (the text of its QR code, CT1.…) with the club's public key only: the
signature and the validity window. Prints whom and what it admits, CANCELLED when the club's
records on this machine say the ticket was cancelled, or ADMITTED AT … when they say it was used.
Exit code 0: valid (admitted with --admit), 1: refused. --admit records the admission; a ticket is
admitted once.
The public key: --public-key FILE (PEM), else TICKET_PUBLIC_KEY, else the demo key next to the
database (GET /api/tickets/public-key publishes it).`;

const REASONS = {
  malformed: 'this is not a ticket of the club',
  signature: 'the signature does not match (forged or altered ticket)',
  expired: 'the ticket has expired',
  not_yet_valid: 'the ticket is not valid yet',
} as const;

/** A moment as the door staff read it: the club's time zone, named. */
const when = (deps: AppDeps, at: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: deps.config.timeZone }).format(new Date(at))} (${deps.config.timeZone})`;

const describe = (c: TicketClaims) =>
  `${c.name} (member ${c.m}) to "${c.title}" (event ${c.e}), ticket ${c.l}, admission no. ${c.n}, valid ${c.f} to ${c.u}`;

export async function ticketCheck(deps: AppDeps, args: string[], io: Io): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { admit: { type: 'boolean' }, 'public-key': { type: 'string' } },
  });
  const payload = positionals[0];
  if (!payload) throw new UsageError('ticket:check needs the scanned payload.');
  const publicKey = parsePublicKey(publicKeyText(deps, values['public-key']));
  const result = checkTicket(payload, publicKey, deps.clock.now());
  if (!result.ok) {
    io.out(`REFUSED: ${REASONS[result.reason]}.${result.claims ? ` (${describe(result.claims)})` : ''}`);
    return 1;
  }
  const { claims } = result;
  const row = findTicketById(deps.db, claims.t);
  const known = row && row.label === claims.l && row.user_id === claims.m && row.appointment_id === claims.e;
  // The signature cannot know of a later cancellation or that the ticket was used; the club's
  // records, where this copy has them, do.
  if (known && (row.status === 'cancelled' || row.appointment_status === 'cancelled')) {
    io.out(`CANCELLED: the ticket was cancelled (${describe(claims)}).`);
    return 1;
  }
  if (known && row.admitted_at) {
    io.out(`ADMITTED AT ${when(deps, row.admitted_at)}: not again (${describe(claims)}).`);
    return 1;
  }
  if (!values.admit) {
    io.out(`VALID: admits ${describe(claims)}.`);
    return 0;
  }
  // the staff area's door check: admitted once, with its audit entry
  const checked = checkIn(deps, cliActor(), payload, { eventId: null, publicKey });
  if (checked.admitted) {
    io.out(`ADMITTED: ${describe(claims)}.`);
    return 0;
  }
  if (checked.reason === 'already_admitted' && checked.admittedAt) {
    // a second scanner admitted it between the look above and this one
    io.out(`ADMITTED AT ${when(deps, checked.admittedAt)}: not again (${describe(claims)}).`);
    return 1;
  }
  const why =
    {
      unknown: "no such ticket in this club's records",
      cancelled: 'the ticket was cancelled',
    }[checked.reason as string] ?? `the ticket is not valid (${checked.reason})`;
  io.out(`REFUSED: ${why} (${describe(claims)}).`);
  return 1;
}
