// `club card:check <payload>`: the check of a scanned membership card (docs/spec.md §12 "Membership
// card"), OFFLINE: only the club's public key (--public-key file, TICKET_PUBLIC_KEY, or the demo key
// beside the database) and the signature decide; the card itself says which membership number and
// age band it stands for, and until when.
import { parseArgs } from 'node:util';
import type { AppDeps } from '../http/env.ts';
import { checkCard, type CardClaims } from '../members/card.ts';
import { memberNumberLabel } from '../members/repository.ts';
import { parsePublicKey } from '../signing/club-keys.ts';
import { UsageError, type Io } from './commands.ts';
import { publicKeyText } from './scanner-public-key.ts';

export const CARD_CHECK_USAGE = `Usage: npm run club -- card:check <payload> [--public-key FILE]

Checks a scanned membership card (the text of its QR code, MC1.…) with the club's public key only:
the signature and the validity window. Prints the membership number, the age band the club checked
and until when the card is valid, or why it is refused. Exit code 0: valid, 1: refused.
The public key: --public-key FILE (PEM), else TICKET_PUBLIC_KEY, else the demo key next to the
database (GET /api/tickets/public-key publishes it).`;

const REASONS = {
  malformed: 'this is not a membership card of the club',
  signature: 'the signature does not match (forged or altered card)',
  expired: 'the card has expired',
  not_yet_valid: 'the card is not valid yet',
} as const;

const describe = (c: CardClaims) => `member ${memberNumberLabel(c.n)}, age ${c.b}, valid ${c.f} to ${c.u}`;

export async function cardCheck(deps: AppDeps, args: string[], io: Io): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'public-key': { type: 'string' } },
  });
  const payload = positionals[0];
  if (!payload) throw new UsageError('card:check needs the scanned payload.');
  const result = checkCard(payload, parsePublicKey(publicKeyText(deps, values['public-key'])), deps.clock.now());
  if (!result.ok) {
    io.out(`REFUSED: ${REASONS[result.reason]}.${result.claims ? ` (${describe(result.claims)})` : ''}`);
    return 1;
  }
  io.out(`VALID: ${describe(result.claims)}.`);
  return 0;
}
