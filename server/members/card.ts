// The membership card (docs/spec.md §12 "Membership card", KCanG §19 (2)): a QR code whose payload
// `MC1.<claims>.<signature>` states the membership number, the age band the club checked and how
// long it is valid, signed with the club's Ed25519 key. Cards are issued for fixed periods of
// CLUB_CARD_DAYS (30) counted from 1 January 2024, so every member's card rotates at the same time
// and the same card is answered all period long; the counter (and `club card:check`) checks one
// offline with the public key alone.
import type { KeyObject } from 'node:crypto';
import type { AgeBand } from '../../src/shared/contract/club-counter.ts';
import { signPayload, verifyPayload } from '../signing/signed-payload.ts';

export const CARD_PREFIX = 'MC1';
const EPOCH = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export interface CardClaims {
  /** The membership number. */
  n: number;
  /** The age band on the day of issue, from the date of birth the club checked. */
  b: AgeBand;
  /** Valid from / until (ISO timestamps). */
  f: string;
  u: string;
}

export type CardCheck =
  | { ok: true; claims: CardClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'not_yet_valid'; claims?: CardClaims };

/** The card period that holds `now`: [from, until). */
export function cardPeriod(now: Date, days: number): { from: Date; until: Date } {
  const length = days * DAY_MS;
  const start = EPOCH + Math.floor((now.getTime() - EPOCH) / length) * length;
  return { from: new Date(start), until: new Date(start + length) };
}

export function signCard(
  card: { number: number; band: AgeBand; now: Date; days: number },
  privateKey: KeyObject,
): { payload: string; claims: CardClaims } {
  const { from, until } = cardPeriod(card.now, card.days);
  const claims: CardClaims = { n: card.number, b: card.band, f: from.toISOString(), u: until.toISOString() };
  return { payload: signPayload(CARD_PREFIX, claims, privateKey), claims };
}

const isClaims = (value: Record<string, unknown>): value is CardClaims & Record<string, unknown> =>
  Number.isSafeInteger(value.n) &&
  (value.b === '18-20' || value.b === '21+') &&
  typeof value.f === 'string' &&
  typeof value.u === 'string' &&
  !Number.isNaN(Date.parse(value.f)) &&
  !Number.isNaN(Date.parse(value.u));

/** Offline check: the signature with the public key, then the validity window at `now`. */
export function checkCard(payload: string, publicKey: KeyObject, now: Date): CardCheck {
  const verified = verifyPayload(CARD_PREFIX, payload, publicKey);
  if (!verified.ok) return verified;
  if (!isClaims(verified.claims)) return { ok: false, reason: 'malformed' };
  const claims: CardClaims = { n: verified.claims.n, b: verified.claims.b, f: verified.claims.f, u: verified.claims.u };
  if (now.getTime() < Date.parse(claims.f)) return { ok: false, reason: 'not_yet_valid', claims };
  if (now.getTime() >= Date.parse(claims.u)) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
