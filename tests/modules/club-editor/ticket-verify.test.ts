// A ticket checked in the browser without a connection (docs/spec.md §10 "check-in scanner"): the
// signature with the club's published public key through WebCrypto, then the event and the dates;
// the same tickets the server signs (server/modules/appointment/ticket-signing.ts).
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicket, type TicketClaims } from '../../../server/modules/appointment/ticket-signing.ts';
import { checkTicketOffline, importTicketKey } from '../../../src/modules/club-editor/store/ticket-verify.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const claims: TicketClaims = {
  t: 7,
  l: 'TCK-2026-000007',
  e: 3,
  title: 'Summer fest',
  m: 1,
  name: 'Demo Member',
  n: 1,
  f: '2026-07-01T12:00:00Z',
  u: '2026-07-01T23:00:00Z',
};
const during = new Date('2026-07-01T18:00:00Z');

describe('checking a ticket offline', () => {
  it('admits a ticket the club signed, for this event, within its dates.', async () => {
    const key = await importTicketKey(pem);
    expect(await checkTicketOffline(key, signTicket(claims, privateKey), 3, during)).toEqual({ ok: true, claims });
  });

  it('refuses a ticket whose claims were changed, or that another key signed, as forged.', async () => {
    const key = await importTicketKey(pem);
    const [head, , signature] = signTicket(claims, privateKey).split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, name: 'Someone Else' })).toString('base64url');
    expect(await checkTicketOffline(key, `${head}.${changed}.${signature}`, 3, during)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await checkTicketOffline(key, signTicket(claims, other.privateKey), 3, during)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a genuine ticket of another event, before its dates and after them, saying which.', async () => {
    const key = await importTicketKey(pem);
    const payload = signTicket(claims, privateKey);
    expect(await checkTicketOffline(key, payload, 4, during)).toMatchObject({ ok: false, reason: 'other_event' });
    expect(await checkTicketOffline(key, payload, 3, new Date('2026-07-01T11:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'not_yet_valid',
    });
    expect(await checkTicketOffline(key, payload, 3, new Date('2026-07-02T00:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses what is not a ticket of the club.', async () => {
    const key = await importTicketKey(pem);
    for (const text of ['hello', 'CT1.a.b.c', 'CT2.abc.def', 'CT1.a b.c'])
      expect(await checkTicketOffline(key, text, 3, during)).toEqual({ ok: false, reason: 'malformed' });
  });
});
