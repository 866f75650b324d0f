// A ticket checked in the browser (docs/spec.md §10 "check-in scanner"), for a door without a
// connection: the QR's `CT1.<claims>.<signature>` is verified with the club's published Ed25519
// public key (GET tickets/public-key) through WebCrypto, then its event and validity window. The
// same rules as server/modules/appointment/ticket-signing.ts; a cancelled ticket cannot be told offline.
import type { CheckInRefusal } from '../types.ts';

const PREFIX = 'CT1';

export interface TicketClaims {
  t: number;
  l: string;
  e: number;
  title: string;
  m: number;
  name: string;
  n: number;
  f: string;
  u: string;
}

export type OfflineCheck =
  { ok: true; claims: TicketClaims } | { ok: false; reason: CheckInRefusal; claims?: TicketClaims };

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function base64urlOf(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The published key (SPKI PEM) as a WebCrypto key that only verifies. */
export function importTicketKey(pem: string): Promise<CryptoKey> {
  const der = bytesOf(
    pem
      .replace(/-----[A-Z ]+-----/g, '')
      .replace(/\s+/g, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_'),
  );
  return crypto.subtle.importKey('spki', der, { name: 'Ed25519' }, false, ['verify']);
}

function claimsOf(text: string): TicketClaims | null {
  try {
    const value = JSON.parse(new TextDecoder().decode(bytesOf(text))) as Record<string, unknown>;
    const ints = ['t', 'e', 'm', 'n'].every((k) => Number.isSafeInteger(value[k]));
    const strings = ['l', 'title', 'name', 'f', 'u'].every((k) => typeof value[k] === 'string');
    return ints && strings ? (value as unknown as TicketClaims) : null;
  } catch {
    return null;
  }
}

/** The signature, then the event, then the validity window at `now`. */
export async function checkTicketOffline(
  key: CryptoKey,
  payload: string,
  eventId: number,
  now: Date,
): Promise<OfflineCheck> {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !/^[\w-]+$/.test(parts[1]!) || !/^[\w-]+$/.test(parts[2]!))
    return { ok: false, reason: 'malformed' };
  const signature = bytesOf(parts[2]!);
  // a changed signature text must not decode to the same bytes and pass
  if (base64urlOf(signature) !== parts[2]) return { ok: false, reason: 'signature' };
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      signature,
      new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature' };
  const claims = claimsOf(parts[1]!);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.e !== eventId) return { ok: false, reason: 'other_event', claims };
  if (now.getTime() < Date.parse(claims.f)) return { ok: false, reason: 'not_yet_valid', claims };
  if (now.getTime() > Date.parse(claims.u)) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
