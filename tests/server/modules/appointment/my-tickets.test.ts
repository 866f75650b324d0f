// My tickets (docs/spec.md §2): GET tickets (upcoming/past/cancelled with signed QR payloads), GET
// tickets/{label}/pdf, GET tickets/public-key; the signature checks offline; 20 parallel
// registrations over real HTTP for 10 seats give exactly 10 tickets.
import type { AddressInfo } from 'node:net';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf/pdf-text.ts';
import { checkTicket, signTicket } from '../../../../server/modules/appointment/ticket-signing.ts';
import { ticketKeys } from '../../../../server/signing/club-keys.ts';
import { testConfig } from '../../helpers.ts';
import { limitedTokenFor } from '../settings/settings-helpers.ts';
import { createWalletWorld, type WalletWorld } from '../wallet/wallet-helpers.ts';
import { addAppointment, type AppointmentFields } from './appointment-helpers.ts';

const page = async (w: WalletWorld, filter: string, token = w.demoToken) =>
  (await w.call('GET', `/api/tickets?filter=${filter}`, { token })).body;

const addEvent = (w: WalletWorld, fields: AppointmentFields = {}) =>
  addAppointment(w, { kind: 'event', title: 'Extra event', location: 'Clubhouse', ...fields });

describe('GET tickets', () => {
  it('lists the member’s upcoming tickets with a signed QR payload, admission number and validity.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/tickets', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, per_page: 10, current_page: 1 });
    const [ticket] = res.body.data;
    expect(ticket).toMatchObject({
      status: 'registered',
      holder_name: 'Mia Member',
      admission_no: 1,
      appointment: { title: 'Club get-together' },
    });
    expect(ticket.valid_until).toBe(ticket.appointment.ends_at);
    const check = checkTicket(ticket.qr_payload, ticketKeys(w.app.deps.config).publicKey, w.clock.now());
    expect(check).toMatchObject({
      ok: true,
      claims: { l: ticket.label, m: w.demo.id, e: ticket.appointment.id, n: 1, name: 'Mia Member' },
    });
  });

  it('shows ended tickets under past and cancelled ones (or of a cancelled event) under cancelled, without a QR payload.', async () => {
    const w = await createWalletWorld();
    expect(
      (await page(w, 'past')).data.map((t: { appointment: { title: string }; status: string }) => [
        t.appointment.title,
        t.status,
      ]),
    ).toEqual([['Monthly members meeting', 'used']]);
    const event = addEvent(w);
    const { label } = (await w.call('POST', `/api/appointments/${event.id}/tickets`, { token: w.demoToken })).body;
    await w.call('POST', `/api/tickets/${label}/cancel`, { token: w.demoToken });
    const cancelled = await page(w, 'cancelled');
    expect(cancelled.data).toHaveLength(1);
    expect(cancelled.data[0]).toMatchObject({ label, status: 'cancelled', qr_payload: null });
    expect((await page(w, 'upcoming')).data.map((t: { label: string }) => t.label)).not.toContain(label);
  });

  it('answers 401 without a token and 422 with the field error for an unknown filter.', async () => {
    const w = await createWalletWorld();
    expect((await w.call('GET', '/api/tickets')).status).toBe(401);
    const res = await w.call('GET', '/api/tickets?filter=soon', { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ filter: ['The selected filter is invalid.'] });
  });

  it('answers 403 to an API token without appointments:read.', async () => {
    const w = await createWalletWorld();
    const token = limitedTokenFor(w, w.demo, 'news:read');
    expect((await w.call('GET', '/api/tickets', { token })).status).toBe(403);
  });

  it('lists only the member’s own tickets.', async () => {
    const w = await createWalletWorld();
    expect(
      (await page(w, 'upcoming', w.otherToken)).data.map(
        (t: { appointment: { title: string } }) => t.appointment.title,
      ),
    ).toEqual(['Workshop: taking cuttings']);
  });
});

describe('GET tickets/{label}/pdf', () => {
  it('answers the ticket as a base64 PDF named by its label.', async () => {
    const w = await createWalletWorld();
    const [ticket] = (await page(w, 'upcoming')).data;
    const res = await w.call('GET', `/api/tickets/${ticket.label}/pdf`, { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(ticket.label);
    const bytes = Buffer.from(res.body.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  it('prints the times in the club’s time zone and names it, in the language on screen.', async () => {
    const w = await createWalletWorld();
    const [ticket] = (await page(w, 'upcoming')).data;
    const res = await w.call('GET', `/api/tickets/${ticket.label}/pdf`, {
      token: w.demoToken,
      headers: { 'Accept-Language': 'de' },
    });
    const text = pdfText(Buffer.from(res.body.data, 'base64')).replace(/\n/g, ' ');
    const berlin = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });
    expect(text).toContain(berlin.format(new Date(ticket.appointment.starts_at)));
    expect(text).not.toContain('UTC');
    expect(text).toMatch(/Zeiten in Europe\/ ?Berlin \((MEZ|MESZ)\)/);
    expect(text).toContain('Veranstaltung');
  });

  it('answers 401 without a token and 404 for another member’s ticket.', async () => {
    const w = await createWalletWorld();
    const [ticket] = (await page(w, 'upcoming')).data;
    expect((await w.call('GET', `/api/tickets/${ticket.label}/pdf`)).status).toBe(401);
    const theirs = await w.call('GET', `/api/tickets/${ticket.label}/pdf`, { token: w.otherToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: `No query results for model [App\\Models\\Ticket] ${ticket.label}` });
  });

  it('answers 422 on ticket for a cancelled ticket.', async () => {
    const w = await createWalletWorld();
    const [ticket] = (await page(w, 'upcoming')).data;
    await w.call('POST', `/api/tickets/${ticket.label}/cancel`, { token: w.demoToken });
    const res = await w.call('GET', `/api/tickets/${ticket.label}/pdf`, { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ ticket: ['A cancelled ticket has no PDF.'] });
  });
});

describe('GET tickets/public-key', () => {
  it('publishes the club’s Ed25519 public key to anyone; it verifies the tickets the server signs.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/tickets/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ algorithm: 'Ed25519', format: 'spki-pem' });
    const key = createPublicKey(res.body.public_key);
    const [ticket] = (await page(w, 'upcoming')).data;
    expect(checkTicket(ticket.qr_payload, key, w.clock.now()).ok).toBe(true);
  });
});

describe('ticket signatures', () => {
  const claims = {
    t: 1,
    l: 'TCK-2026-000001',
    e: 2,
    title: 'Party',
    m: 3,
    name: 'Mia Member',
    n: 1,
    f: '2026-01-01T10:00:00.000000Z',
    u: '2026-01-02T10:00:00.000000Z',
  };
  const keys = ticketKeys(testConfig());
  const at = new Date('2026-01-01T12:00:00Z');

  it('refuses a payload with one byte changed.', () => {
    const payload = signTicket(claims, keys.privateKey!);
    expect(checkTicket(payload, keys.publicKey, at).ok).toBe(true);
    for (const index of [10, payload.length - 3]) {
      const changed = payload.slice(0, index) + (payload[index] === 'A' ? 'B' : 'A') + payload.slice(index + 1);
      expect(checkTicket(changed, keys.publicKey, at)).toMatchObject({ ok: false });
    }
  });

  it('refuses a ticket signed with another key (forged).', () => {
    const forger = generateKeyPairSync('ed25519');
    expect(checkTicket(signTicket(claims, forger.privateKey), keys.publicKey, at)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses an expired ticket and one not valid yet.', () => {
    const payload = signTicket(claims, keys.privateKey!);
    expect(checkTicket(payload, keys.publicKey, new Date('2026-01-03T00:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(checkTicket(payload, keys.publicKey, new Date('2025-12-31T00:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'not_yet_valid',
    });
  });
});

describe('registering under load', () => {
  it('gives exactly 10 tickets to 20 members registering at once for 10 seats (parallel HTTP).', async () => {
    const w = await createWalletWorld();
    const event = addEvent(w, { capacity: 10 });
    const members = await Promise.all(
      Array.from({ length: 20 }, (_, i) => w.createUser({ email: `rush${i}@club.test` })),
    );
    const tokens = members.map((m) => w.tokenFor(m));
    const server = serve({ fetch: w.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const statuses = await Promise.all(
        tokens.map(async (token) => {
          const res = await fetch(`http://127.0.0.1:${port}/api/appointments/${event.id}/tickets`, {
            method: 'POST',
            headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 422)).toHaveLength(10);
      const count = w.db
        .prepare("SELECT COUNT(*) AS n FROM appointment_tickets WHERE appointment_id = ? AND status = 'registered'")
        .get(event.id) as { n: number };
      expect(count.n).toBe(10);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
