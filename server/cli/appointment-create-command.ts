// `club event:create` / `club appointment:create`: a public event or a members' appointment with
// its capacity and ticket price (integer cents; paid tickets are paid from the member's wallet).
import { parseArgs } from 'node:util';
import { ValidationError } from '../http/errors.ts';
import type { AppDeps } from '../http/env.ts';
import { validateFields } from '../http/input.ts';
import { text } from '../../src/shared/contract/endpoint.ts';
import * as v from '../../src/shared/contract/schema.ts';
import { cliActor } from '../audit/actors.ts';
import { createEvent } from '../modules/appointment/event-editor.ts';
import type { Io } from './commands.ts';

export const APPOINTMENT_USAGE = (
  kind: 'event' | 'appointment',
) => `Usage: npm run club -- ${kind}:create --title T --starts-at ISO (--ends-at ISO | --hours H)
         --location L [--description D] [--capacity N] [--price EUR] [--past]

Adds ${kind === 'event' ? 'a public event of the club (GET events)' : "a members' appointment (GET appointments)"}.
--capacity limits the tickets (none: no limit); --price is the ticket price in euros, e.g. 12.50
(none or 0: free). A start in the past is refused unless --past says it is meant (a record of an
event that took place). Prints the new label, e.g. APT-2026-000012.`;

const TITLE_MAX = 200;
const PRICE = /^\d{1,6}(?:[.,]\d{1,2})?$/;

const date = (field: string) =>
  v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value)), `The ${field} field must be a valid date.`),
  );
const count = (check: (n: number) => boolean, message: string) =>
  v.optional(v.pipe(v.number(), v.safeInteger(), v.check(check, message)));
const FIELDS = v.object({
  title: text(TITLE_MAX),
  'starts-at': date('starts at'),
  'ends-at': v.optional(date('ends at')),
  hours: count((h) => h >= 1 && h <= 72, 'The hours field must be between 1 and 72.'),
  location: text(255),
  description: v.optional(text(5000)),
  capacity: count((n) => n >= 1, 'The capacity field must be at least 1.'),
  price: v.optional(v.pipe(v.string(), v.regex(PRICE))),
});

/** '12.5' -> 1250, without floating point. */
export function euroToCents(text: string): number {
  const [whole, fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function appointmentCreate(
  kind: 'event' | 'appointment',
  deps: AppDeps,
  args: string[],
  io: Io,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      'starts-at': { type: 'string' },
      'ends-at': { type: 'string' },
      hours: { type: 'string' },
      location: { type: 'string' },
      description: { type: 'string' },
      capacity: { type: 'string' },
      price: { type: 'string' },
      past: { type: 'boolean' },
    },
  });
  const { past, ...fields } = values;
  const input = validateFields(FIELDS, fields as Record<string, unknown>);
  const starts = new Date(input['starts-at']);
  const ends = input['ends-at']
    ? new Date(input['ends-at'])
    : input.hours
      ? new Date(starts.getTime() + input.hours * 3_600_000)
      : null;
  if (!ends) throw new ValidationError({ 'ends-at': ['The ends at field is required when hours is not present.'] });
  if (ends.getTime() < starts.getTime())
    throw new ValidationError({ 'ends-at': ['The ends at field must be a date after starts at.'] });
  if (starts.getTime() < deps.clock.now().getTime() && !past)
    throw new ValidationError({
      'starts-at': [
        `The start ${input['starts-at']} is in the past (now is ${deps.clock.now().toISOString()}): add --past if that is meant.`,
      ],
    });
  // the staff area's service: the event and its audit entry
  const row = createEvent(deps, cliActor(), {
    kind,
    title: input.title,
    description: input.description ?? '',
    location: input.location,
    startsAt: starts,
    endsAt: ends,
    capacity: input.capacity ?? null,
    priceCents: input.price ? euroToCents(input.price) : 0,
  });
  io.out(
    `${row.label} (id ${row.id}): ${row.title}, ${row.starts_at}, ${row.capacity === null ? 'no limit' : `${row.capacity} seats`}, ${row.price_cents} cents.`,
  );
  return 0;
}
