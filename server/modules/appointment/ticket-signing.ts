// Signed tickets: the QR code carries `CT1.<claims>.<signature>`, claims as base64url
// JSON, the signature Ed25519 over the text before the last dot. A door scanner needs only the
// club's public key to tell a genuine, current ticket, and reads who and what it admits from it.
import { sign, verify, type KeyObject } from 'node:crypto';

export const TICKET_PAYLOAD_PREFIX = 'CT1';

/** What a ticket states; short keys keep the QR code small. */
export interface TicketClaims {
  /** ticket id and label */
  t: number;
  l: string;
  /** appointment (event) id and title */
  e: number;
  title: string;
  /** member id and the name the ticket admits */
  m: number;
  name: string;
  /** admission number within the event (1 = first ticket issued) */
  n: number;
  /** valid from / until (ISO timestamps) */
  f: string;
  u: string;
}

export type CheckResult =
  | { ok: true; claims: TicketClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'not_yet_valid'; claims?: TicketClaims };

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export function signTicket(claims: TicketClaims, privateKey: KeyObject): string {
  const body = `${TICKET_PAYLOAD_PREFIX}.${b64url(Buffer.from(JSON.stringify(claims), 'utf8'))}`;
  return `${body}.${b64url(sign(null, Buffer.from(body, 'utf8'), privateKey))}`;
}

function parseClaims(text: string): TicketClaims | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
    const ints = ['t', 'e', 'm', 'n'].every((k) => Number.isSafeInteger(value[k]));
    const strings = ['l', 'title', 'name', 'f', 'u'].every((k) => typeof value[k] === 'string');
    return ints && strings ? (value as unknown as TicketClaims) : null;
  } catch {
    return null;
  }
}

/** Offline check: the signature with the public key, then the validity window at `now`. */
export function checkTicket(payload: string, publicKey: KeyObject, now: Date): CheckResult {
  const parts = payload.trim().split('.');
  if (
    parts.length !== 3 ||
    parts[0] !== TICKET_PAYLOAD_PREFIX ||
    !/^[\w-]+$/.test(parts[1]!) ||
    !/^[\w-]+$/.test(parts[2]!)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const signature = Buffer.from(parts[2]!, 'base64url');
  // base64url decoding ignores stray characters; a changed signature text must not pass as the same bytes.
  if (b64url(signature) !== parts[2]) return { ok: false, reason: 'signature' };
  let valid = false;
  try {
    valid = verify(null, Buffer.from(`${parts[0]}.${parts[1]}`, 'utf8'), publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature' };
  const claims = parseClaims(parts[1]!);
  if (!claims) return { ok: false, reason: 'malformed' };
  const at = now.getTime();
  if (at < Date.parse(claims.f)) return { ok: false, reason: 'not_yet_valid', claims };
  if (at > Date.parse(claims.u)) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
