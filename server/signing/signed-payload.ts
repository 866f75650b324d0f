// A signed payload for a QR code: `PREFIX.<claims>.<signature>`, the claims base64url JSON, the
// signature Ed25519 over the text before the last dot. Whoever holds the club's public key checks
// it offline (server/signing/club-keys.ts). Membership cards use it (server/members/card.ts).
import { sign, verify, type KeyObject } from 'node:crypto';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export function signPayload(prefix: string, claims: object, privateKey: KeyObject): string {
  const body = `${prefix}.${b64url(Buffer.from(JSON.stringify(claims), 'utf8'))}`;
  return `${body}.${b64url(sign(null, Buffer.from(body, 'utf8'), privateKey))}`;
}

export type Verified = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'malformed' | 'signature' };

/** The claims when `payload` carries `prefix` and a signature of the key's holder; else why not. */
export function verifyPayload(prefix: string, payload: string, publicKey: KeyObject): Verified {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== prefix || !/^[\w-]+$/.test(parts[1]!) || !/^[\w-]+$/.test(parts[2]!))
    return { ok: false, reason: 'malformed' };
  const signature = Buffer.from(parts[2]!, 'base64url');
  // base64url decoding ignores stray characters: a changed signature text must not pass as the same bytes
  if (b64url(signature) !== parts[2]) return { ok: false, reason: 'signature' };
  let valid = false;
  try {
    valid = verify(null, Buffer.from(`${parts[0]}.${parts[1]}`, 'utf8'), publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'signature' };
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? { ok: true, claims: claims as Record<string, unknown> }
      : { ok: false, reason: 'malformed' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
