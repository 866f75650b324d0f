// The Growing module's routes and commands: reservations within the quota, the meter,
// holding stock and money, cancel, dispense, privacy of notifications, refusals and 30 parallel
// reservations against a quota that covers 2.
import { describe, expect, it } from 'vitest';
import { findUserByEmail, grantPermission, type UserRow } from '../../../../server/auth/repository-users.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { setDateOfBirth } from '../../../../server/auth/date-of-birth.ts';
import { findAgeCheck, recordAgeCheck } from '../../../../server/auth/age-checks.ts';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { activateMembership } from '../../../../server/members/repository.ts';
import { addStrain } from '../../../../server/modules/growing/repository-strains.ts';
import { releaseExpiredReservations } from '../../../../server/modules/growing/expiry.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { WALLET_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { ACCEPT, createWorld, type World } from '../../helpers.ts';
import { serveOverHttp } from '../wallet/wallet-helpers.ts';
import { pdfText } from '../../pdf/pdf-text.ts';

/** The staff member who checked IDs at the counter, as the audit trail names them. */
const STAFF = { id: null, label: 'staff@club.test', via: 'web' as const };

// A Wednesday afternoon in January (CET); the first slot is 16:00 Berlin = 15:00 UTC.
const NOW = '2026-01-14T12:00:00Z';

async function growingWorld() {
  const w = createWorld();
  w.clock.set(NOW);
  const now = toTimestamp(w.clock.now());
  const strong = addStrain(w.db, {
    name: 'Lemon Haze',
    thcTenths: 185,
    cbdTenths: 5,
    priceCentsPerGram: 1000,
    stockMg: 500_000,
    now,
  });
  const mild = addStrain(w.db, {
    name: 'Balanced Ten',
    thcTenths: 100,
    cbdTenths: 80,
    priceCentsPerGram: 800,
    stockMg: 100_000,
    now,
  });
  /** A member who gave `dob`, checked by the club on an ID card unless `checked` is false. */
  const member = async (dob: string | null, balanceCents = 100_000, fields: Partial<UserRow> = {}, checked = true) => {
    const user = await w.createUser(fields);
    activateMembership(w.db, { userId: user.id, startedOn: '2025-10-01', now });
    if (dob) setDateOfBirth(w.db, user.id, dob, now);
    if (dob && checked)
      recordAgeCheck(w.app.deps, STAFF, {
        userId: user.id,
        dateOfBirth: dob,
        document: 'ID card',
      });
    if (balanceCents)
      bookTransaction(w.db, {
        userId: user.id,
        type: 'deposit',
        amountCents: balanceCents,
        status: 'completed',
        description: 'Start',
        now,
      });
    return { user, token: w.tokenFor(user) };
  };
  const slots = async (token: string) =>
    (await w.call('GET', '/api/growing/slots', { token })).body.data.map((s: { at: string }) => s.at) as string[];
  const reserveAs = async (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    w.call('POST', '/api/growing/reservations', { token, body, headers });
  return { w, strong, mild, member, slots, reserveAs };
}

const balance = (w: World, userId: number) => findWalletByUser(w.db, userId)!.balance_cents;
const quiet = { out: () => {}, err: () => {} };

describe('POST growing/reservations', () => {
  it('reserves within the quota: the meter moves, the stock and the price are held', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const res = await reserveAs(token, { strain_id: strong.id, grams: '5', slot });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      grams: 5,
      price_cents: 5000,
      status: 'reserved',
      slot_at: slot,
      strain: { id: strong.id, name: 'Lemon Haze' },
    });
    expect((await w.call('GET', '/api/growing/quota', { token })).body).toMatchObject({
      day: { used_grams: 5, limit_grams: 25 },
      month: { used_grams: 5, limit_grams: 50 },
    });
    expect(
      (await w.call('GET', '/api/growing/strains', { token })).body.data.find((s: { id: number }) => s.id === strong.id)
        .stock_grams,
    ).toBe(495);
    expect(balance(w, user.id)).toBe(95_000);
  });

  it('refuses more than is left today with 422 saying how much is left', async () => {
    const { strong, member, slots, reserveAs } = await growingWorld();
    const { token } = await member('1990-01-01');
    const [slot] = await slots(token);
    await reserveAs(token, { strain_id: strong.id, grams: '20', slot });
    const res = await reserveAs(token, { strain_id: strong.id, grams: '5.5', slot });
    expect(res.status).toBe(422);
    expect(res.body.errors.grams).toEqual(['That is more than the 25 g a day the law allows: 5 g left on that day.']);
  });

  it('books exactly 2 of 30 parallel reservations against a quota that covers 2', async () => {
    const { w, strong, member, slots } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const all = await slots(token);
    // 30 g of the month are used already: two 10 g reservations fit, a third does not.
    w.db
      .prepare(
        `INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents, handed_at, created_at) VALUES (?, ?, 'x', 30000, 185, 5, 0, ?, ?)`,
      )
      .run(user.id, strong.id, '2026-01-05T12:00:00.000000Z', '2026-01-05T12:00:00.000000Z');
    const server = await serveOverHttp(w.app);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`${server.url}/api/growing/reservations`, {
            method: 'POST',
            headers: { Accept: ACCEPT, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ strain_id: strong.id, grams: 10, slot: all[i % all.length] }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 422)).toHaveLength(28);
    } finally {
      await server.close();
    }
    expect(
      (w.db.prepare("SELECT COUNT(*) AS n FROM growing_reservations WHERE status = 'reserved'").get() as { n: number })
        .n,
    ).toBe(2);
    expect(balance(w, user.id)).toBe(100_000 - 2 * 10_000);
  });

  it('reserves once for a retried POST with the same Idempotency-Key', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const first = await reserveAs(token, { strain_id: strong.id, grams: '2', slot }, { 'Idempotency-Key': 'res-1' });
    const again = await reserveAs(token, { strain_id: strong.id, grams: '2', slot }, { 'Idempotency-Key': 'res-1' });
    expect(again.body).toEqual(first.body);
    expect(balance(w, user.id)).toBe(98_000);
    expect(
      (await reserveAs(token, { strain_id: strong.id, grams: '3', slot }, { 'Idempotency-Key': 'res-1' })).status,
    ).toBe(422);
  });

  it('refuses a 15 % THC strain to a member under 21, in English and German', async () => {
    const { strong, member, slots, reserveAs } = await growingWorld();
    const { token } = await member('2006-06-01');
    const [slot] = await slots(token);
    const en = await reserveAs(token, { strain_id: strong.id, grams: '1', slot });
    expect(en.status).toBe(422);
    expect(en.body.errors.strain_id).toEqual(['Members under 21 may only receive strains with at most 10 % THC.']);
    const de = await reserveAs(token, { strain_id: strong.id, grams: '1', slot }, { 'Accept-Language': 'de' });
    expect(de.body.errors.strain_id).toEqual([
      'Mitglieder unter 21 dürfen nur Sorten mit höchstens 10 % THC erhalten.',
    ]);
  });

  it('marks strains over 10 % THC as not allowed for a member under 21, with the reason', async () => {
    const { w, strong, mild, member } = await growingWorld();
    const { token } = await member('2006-06-01');
    const menu = (await w.call('GET', '/api/growing/strains', { token })).body.data;
    expect(menu.find((s: { id: number }) => s.id === strong.id)).toMatchObject({
      allowed: false,
      reason: 'thc_limit',
      thc_percent: 18.5,
    });
    expect(menu.find((s: { id: number }) => s.id === mild.id)).toMatchObject({
      allowed: true,
      reason: null,
      thc_percent: 10,
    });
    expect((await w.call('GET', '/api/growing/quota', { token })).body).toMatchObject({
      under_21: true,
      max_thc_percent: 10,
      month: { limit_grams: 30 },
    });
  });

  it('refuses a reservation the wallet balance does not cover, holding nothing', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01', 4_000);
    const [slot] = await slots(token);
    const res = await reserveAs(token, { strain_id: strong.id, grams: '5', slot });
    expect(res.status).toBe(422);
    // 5 g at €10.00 a gram against €40.00: what is missing, so the member knows what to deposit
    expect(res.body.errors.balance).toEqual([
      'Your wallet balance does not cover this reservation: €10.00 are missing.',
    ]);
    expect(balance(w, user.id)).toBe(4_000);
    expect((await w.call('GET', '/api/growing/quota', { token })).body.day.used_grams).toBe(0);
  });

  it.each([
    ['no date of birth', { grams: '1' }, null, 'date_of_birth'],
    ['fractional grams', { grams: '1.25' }, '1990-01-01', 'grams'],
    ['zero grams', { grams: '0' }, '1990-01-01', 'grams'],
    ['non-numeric grams', { grams: 'lots' }, '1990-01-01', 'grams'],
    ['an unknown strain', { grams: '1', strain_id: 9999 }, '1990-01-01', 'strain_id'],
    ['a slot not offered', { grams: '1', slot: '2026-01-14T13:17:00.000000Z' }, '1990-01-01', 'slot'],
  ])('refuses %s with 422 on the field', async (_name, body, dob, field) => {
    const { strong, member, slots, reserveAs } = await growingWorld();
    const { token } = await member(dob);
    const [slot] = await slots(token);
    const res = await reserveAs(token, { strain_id: strong.id, slot, ...body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('answers 401 without a token and 403 in ghost mode', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    expect(
      (await w.call('POST', '/api/growing/reservations', { body: { strain_id: strong.id, grams: 1, slot } })).status,
    ).toBe(401);
    expect((await w.call('GET', '/api/growing/quota')).status).toBe(401);
    const staff = await w.createUser();
    grantPermission(w.db, staff.id, 'ghost-mode', toTimestamp(w.clock.now()));
    const ghost = (await w.call('POST', '/api/ghost-mode', { token: w.tokenFor(staff), body: { email: user.email } }))
      .body.access_token;
    expect((await reserveAs(ghost, { strain_id: strong.id, grams: 1, slot })).status).toBe(403);
  });
});

describe('cancel and dispense', () => {
  it('cancels before pickup: quota, stock and money are released', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '5', slot })).body;
    const res = await w.call('POST', `/api/growing/reservations/${label}/cancel`, { token });
    expect(res.body.status).toBe('cancelled');
    expect(balance(w, user.id)).toBe(100_000);
    expect((await w.call('GET', '/api/growing/quota', { token })).body.day.used_grams).toBe(0);
    expect(
      (await w.call('GET', '/api/growing/strains', { token })).body.data.find((s: { id: number }) => s.id === strong.id)
        .stock_grams,
    ).toBe(500);
  });

  it("answers 404 when cancelling another member's reservation", async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { token } = await member('1990-01-01');
    const other = await member('1990-01-01');
    const [slot] = await slots(token);
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '5', slot })).body;
    expect((await w.call('POST', `/api/growing/reservations/${label}/cancel`, { token: other.token })).status).toBe(
      404,
    );
  });

  it('dispenses a reservation: the held price is booked, the record shows it, the notification names neither strain nor grams', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '5', slot })).body;
    w.clock.set(slot!.replace('.000000Z', 'Z'));
    expect(await runCommand(w.app.deps, ['dispense', user.email, '--reservation', label, '--id-seen'], quiet)).toBe(0);
    const token2 = w.tokenFor(user);
    const record = (await w.call('GET', '/api/growing/handovers', { token: token2 })).body.data;
    expect(record).toMatchObject([
      { strain: 'Lemon Haze', grams: 5, thc_percent: 18.5, price_cents: 5000, reservation_label: label },
    ]);
    expect(balance(w, user.id)).toBe(95_000);
    expect((await w.call('GET', '/api/growing/quota', { token: token2 })).body.day.used_grams).toBe(5);
    const notice = w.broadcasts.find((b) => b.event.endsWith('BroadcastNotificationCreated'))!;
    expect(notice.payload.title).toBe('Pickup recorded');
    for (const text of [notice.payload.title, notice.payload.description] as string[]) {
      expect(text).not.toMatch(/Lemon|Haze|\d+\s?g\b|gram|THC|quota/i);
    }
    expect(w.broadcasts.some((b) => b.event === WALLET_UPDATED_EVENT)).toBe(true);
    const summary = (await w.call('GET', '/api/wallet', { token: token2 })).body;
    expect(JSON.stringify(summary)).not.toMatch(/Lemon|Haze|gram/i);
  });

  it('dispenses without a reservation after checking the law, and refuses beyond the day limit', async () => {
    const { w, mild, member } = await growingWorld();
    const { user } = await member('1990-01-01');
    expect(
      await runCommand(
        w.app.deps,
        ['dispense', user.email, '--strain', String(mild.id), '--grams', '20', '--id-seen'],
        quiet,
      ),
    ).toBe(0);
    const lines: string[] = [];
    expect(
      await runCommand(w.app.deps, ['dispense', user.email, '--strain', String(mild.id), '--grams', '6', '--id-seen'], {
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
      }),
    ).toBe(1);
    expect(lines.join(' ')).toContain('5 g left on that day');
    expect(balance(w, user.id)).toBe(100_000 - 16_000);
  });

  it('fulfils the member’s open reservation of that strain today when dispense names none: grams and money once', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token); // today, 16:00 Berlin
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '2', slot })).body;
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(
      await runCommand(
        w.app.deps,
        ['dispense', user.email, '--id-seen', '--strain', String(strong.id), '--grams', '2'],
        io,
      ),
    ).toBe(0);
    expect(out).toEqual([`Handover 1 recorded: 2 g of Lemon Haze to ${user.email} (reservation ${label} fulfilled).`]);
    const token2 = w.tokenFor(user);
    expect((await w.call('GET', '/api/growing/quota', { token: token2 })).body.day.used_grams).toBe(2);
    expect((await w.call('GET', '/api/growing/reservations', { token: token2 })).body.data).toMatchObject([
      { label, status: 'collected' },
    ]);
    expect(balance(w, user.id)).toBe(100_000 - 2_000);
    const menu = (await w.call('GET', '/api/growing/strains', { token: token2 })).body.data;
    expect(menu.find((s: { id: number }) => s.id === strong.id).stock_grams).toBe(498);
  });

  it('refuses other grams than the open reservation’s and says which reservation holds what', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '2', slot })).body;
    const err: string[] = [];
    const io = { out: () => {}, err: (l: string) => err.push(l) };
    expect(
      await runCommand(
        w.app.deps,
        ['dispense', user.email, '--id-seen', '--strain', String(strong.id), '--grams', '3'],
        io,
      ),
    ).toBe(1);
    expect(err).toEqual([`Reservation ${label} is for 2 g of this strain: hand over those, or cancel it first.`]);
    expect(balance(w, user.id)).toBe(100_000 - 2_000); // the hold only
  });

  it('says a collected reservation was already collected, not that it cannot be cancelled', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token);
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '2', slot })).body;
    expect(await runCommand(w.app.deps, ['dispense', user.email, '--id-seen', '--reservation', label], quiet)).toBe(0);
    const err: string[] = [];
    expect(
      await runCommand(w.app.deps, ['dispense', user.email, '--id-seen', '--reservation', label], {
        out: () => {},
        err: (l) => err.push(l),
      }),
    ).toBe(1);
    expect(err).toEqual([`Reservation ${label} was already collected.`]);
    const cancel = await w.call('POST', `/api/growing/reservations/${label}/cancel`, {
      token: w.tokenFor(user),
      headers: { 'Accept-Language': 'de' },
    });
    expect(cancel.body.errors.reservation).toEqual([`Die Reservierung ${label} wurde schon abgeholt.`]);
  });

  it('takes --grams with a decimal comma, and says what is wrong with a negative number without the whole help', async () => {
    const { w, mild, member } = await growingWorld();
    const { user } = await member('1990-01-01');
    expect(
      await runCommand(
        w.app.deps,
        ['dispense', user.email, '--id-seen', '--strain', String(mild.id), '--grams', '2,5'],
        quiet,
      ),
    ).toBe(0);
    expect(balance(w, user.id)).toBe(100_000 - 2_000);
    const err: string[] = [];
    expect(
      await runCommand(
        w.app.deps,
        ['dispense', user.email, '--id-seen', '--strain', String(mild.id), '--grams', '-2'],
        {
          out: () => {},
          err: (l) => err.push(l),
        },
      ),
    ).toBe(2);
    expect(err).toEqual([
      '--grams must be a number of grams above 0 with at most one decimal, e.g. 2.5 or 2,5 (got "-2").',
    ]);
  });

  it('words the grams left in the reader’s number format', async () => {
    const { w, mild, member } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    await runCommand(
      w.app.deps,
      ['dispense', user.email, '--id-seen', '--strain', String(mild.id), '--grams', '2,5'],
      quiet,
    );
    const [slot] = (await w.call('GET', '/api/growing/slots', { token })).body.data.map((s: { at: string }) => s.at);
    const res = await w.call('POST', '/api/growing/reservations', {
      token,
      body: { strain_id: mild.id, grams: '23', slot },
      headers: { 'Accept-Language': 'de' },
    });
    expect(res.body.errors.grams).toEqual([
      'Das ist mehr als die 25 g pro Tag, die das Gesetz erlaubt: an diesem Tag sind noch 22,5 g übrig.',
    ]);
  });

  it('exports the distribution record as a PDF with every handover, in the language on screen and the club’s time', async () => {
    const { w, mild, member } = await growingWorld();
    const { user, token } = await member('1990-01-01', 100_000, { language: 'en' });
    await runCommand(
      w.app.deps,
      ['dispense', user.email, '--id-seen', '--strain', String(mild.id), '--grams', '2.5'],
      quiet,
    );
    const res = await w.call('GET', '/api/growing/handovers/pdf', { token, headers: { 'Accept-Language': 'de' } });
    const text = pdfText(Buffer.from(res.body.data, 'base64'));
    expect(text).toContain('Abgabenachweis');
    expect(text).toContain('Balanced Ten');
    expect(text).toContain('2,5');
    expect(text.replace(/\s+/g, ' ')).toContain('14. Januar 2026 um 13:00'); // 12:00 UTC is 13:00 in Berlin (CET)
    expect(text.replace(/\n/g, '')).toContain('Zeiten in Europe/Berlin (MEZ)');
  });
});

describe('a reservation not collected on its pickup day', () => {
  it('expires after that day: every reader says expired, the grams go back to stock, the money is released, and it is not handed over', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { user, token } = await member('1990-01-01');
    const [slot] = await slots(token); // today, 16:00 Berlin
    const { label } = (await reserveAs(token, { strain_id: strong.id, grams: '5', slot })).body;
    w.clock.set('2026-01-14T23:00:00Z'); // midnight in Berlin: the pickup day is over
    const token2 = w.tokenFor(user);
    const list = (await w.call('GET', '/api/growing/reservations', { token: token2 })).body.data;
    expect(list).toMatchObject([{ label, status: 'expired' }]);
    expect((await w.call('GET', '/api/growing/quota', { token: token2 })).body.month.used_grams).toBe(0);
    expect(await runCommand(w.app.deps, ['dispense', user.email, '--reservation', label, '--id-seen'], quiet)).not.toBe(
      0,
    );
    await releaseExpiredReservations(w.app.deps);
    const menu = (await w.call('GET', '/api/growing/strains', { token: token2 })).body.data;
    expect(menu.find((s: { id: number }) => s.id === strong.id).stock_grams).toBe(500);
    expect(balance(w, user.id)).toBe(100_000);
  });

  it('frees its grams of the month: 30 parallel reservations book what the quota covers without it', async () => {
    const { w, mild, member } = await growingWorld();
    w.clock.set('2026-01-12T12:00:00Z');
    const { user, token } = await member('1990-01-01');
    const early = (await w.call('GET', '/api/growing/slots', { token })).body.data.map((s: { at: string }) => s.at);
    // 25 g reserved for the 13th and never collected.
    for (const grams of ['20', '5'])
      expect(
        (
          await w.call('POST', '/api/growing/reservations', {
            token,
            body: { strain_id: mild.id, grams, slot: early.find((at: string) => at.startsWith('2026-01-13')) },
          })
        ).status,
      ).toBe(201);
    // 20 g handed over on the 5th: with the expired 25 g the month would have 5 g left.
    w.db
      .prepare(
        `INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents, handed_at, created_at) VALUES (?, ?, 'x', 20000, 100, 80, 0, ?, ?)`,
      )
      .run(user.id, mild.id, '2026-01-05T12:00:00.000000Z', '2026-01-05T12:00:00.000000Z');
    w.clock.set(NOW);
    const token2 = w.tokenFor(user);
    const today = (await w.call('GET', '/api/growing/slots', { token: token2 })).body.data.map(
      (s: { at: string }) => s.at,
    ) as string[];
    const server = await serveOverHttp(w.app);
    try {
      // 50 g a month (20 used), 25 g a day: without the expired 25 g, five 5 g reservations fit today.
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(`${server.url}/api/growing/reservations`, {
            method: 'POST',
            headers: { Accept: ACCEPT, 'Content-Type': 'application/json', Authorization: `Bearer ${token2}` },
            body: JSON.stringify({ strain_id: mild.id, grams: 5, slot: today[0] }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 422)).toHaveLength(25);
    } finally {
      await server.close();
    }
  });
});

describe('the age the club checked (KCanG §16, §19 (3))', () => {
  it('refuses a member’s change of a date of birth the club checked, in English and German, and the limits stay', async () => {
    const { w, strong, member, slots, reserveAs } = await growingWorld();
    const { token } = await member('2006-06-01');
    const put = (language: string) =>
      w.call('PUT', '/api/growing/date-of-birth', {
        token,
        body: { date_of_birth: '1990-01-01' },
        headers: { 'Accept-Language': language },
      });
    const en = await put('en');
    expect(en.status).toBe(422);
    expect(en.body.errors.date_of_birth).toEqual([
      'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.',
    ]);
    expect((await put('de')).body.errors.date_of_birth).toEqual([
      'Der Club hat dein Geburtsdatum anhand deines Ausweises geprüft. Für eine Korrektur wende dich bitte an das Team des Clubs.',
    ]);
    expect((await w.call('GET', '/api/growing/quota', { token })).body).toMatchObject({
      date_of_birth: '2006-06-01',
      age_check: { date_of_birth: '2006-06-01', document: 'ID card' },
      under_21: true,
      max_thc_percent: 10,
    });
    const [slot] = await slots(token);
    expect((await reserveAs(token, { strain_id: strong.id, grams: '1', slot })).body.errors).toEqual({
      strain_id: ['Members under 21 may only receive strains with at most 10 % THC.'],
    });
  });

  it('gives the under-21 limits until the club checked the age, whatever date the member typed', async () => {
    const { w, strong, mild, member, slots, reserveAs } = await growingWorld();
    const { token } = await member('1990-01-01', 100_000, {}, false);
    expect((await w.call('GET', '/api/growing/quota', { token })).body).toMatchObject({
      date_of_birth: '1990-01-01',
      age_check: null,
      under_21: true,
      max_thc_percent: 10,
      month: { limit_grams: 30 },
    });
    const menu = (await w.call('GET', '/api/growing/strains', { token })).body.data;
    expect(menu.find((s: { id: number }) => s.id === strong.id)).toMatchObject({ allowed: false, reason: 'thc_limit' });
    const [slot] = await slots(token);
    expect((await reserveAs(token, { strain_id: strong.id, grams: '1', slot })).status).toBe(422);
    expect((await reserveAs(token, { strain_id: mild.id, grams: '1', slot })).status).toBe(201);
  });

  it('lets a member correct their own date of birth while the club has not checked it', async () => {
    const { w, member } = await growingWorld();
    const { token } = await member('1990-01-01', 0, {}, false);
    const res = await w.call('PUT', '/api/growing/date-of-birth', { token, body: { date_of_birth: '1991-02-03' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date_of_birth: '1991-02-03', age_check: null, under_21: true });
  });

  it('dispenses by the checked date only: `club dispense` refuses a strong strain to a checked 20-year-old and to an unchecked claim of 1990', async () => {
    const { w, strong, member } = await growingWorld();
    const young = await member('2006-06-01');
    const claimed = await member('1990-01-01', 100_000, {}, false);
    for (const { user } of [young, claimed]) {
      const err: string[] = [];
      const code = await runCommand(
        w.app.deps,
        ['dispense', user.email, '--strain', String(strong.id), '--grams', '1', '--id-seen'],
        {
          out: () => {},
          err: (line) => err.push(line),
        },
      );
      expect([code, err.join('\n')]).toEqual([1, 'Members under 21 may only receive strains with at most 10 % THC.']);
    }
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM growing_handovers').get()).toEqual({ n: 0 });
  });

  it('records the check with `club member:verify-age`: date, document, who and when; the member then has the adult limits', async () => {
    const { w, member } = await growingWorld();
    const staff = await w.createUser({ email: 'staff@club.test' });
    const { user, token } = await member('1990-01-01', 0, {}, false);
    const out: string[] = [];
    const code = await runCommand(
      w.app.deps,
      ['member:verify-age', user.email, '--date-of-birth', '1990-01-01', '--document', 'id card', '--by', staff.email],
      { out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(`Age check recorded for ${user.email}: born 1990-01-01 (ID card)`);
    expect(findAgeCheck(w.db, user.id)).toEqual({
      user_id: user.id,
      date_of_birth: '1990-01-01',
      document: 'ID card',
      checked_by: 'staff@club.test',
      checked_by_user_id: staff.id,
      checked_at: '2026-01-14T12:00:00.000000Z',
    });
    expect((await w.call('GET', '/api/growing/quota', { token })).body).toMatchObject({
      under_21: false,
      max_thc_percent: null,
      month: { limit_grams: 50 },
    });
    // one entry in the audit trail, naming who checked what (the kind of document, never a number)
    expect(countAuditEntries(w.db)).toBe(1);
    expect(
      w.db.prepare('SELECT actor_id, actor, via, action, subject_type, subject_id, before, after FROM audit_log').get(),
    ).toEqual({
      actor_id: staff.id,
      actor: 'staff@club.test',
      via: 'cli',
      action: 'age-check.recorded',
      subject_type: 'user',
      subject_id: String(user.id),
      before: JSON.stringify({ age_checked: false }),
      after: JSON.stringify({ age_checked: true, document: 'ID card', date_of_birth: '1990-01-01' }),
    });
  });

  it('refuses `club member:verify-age` without a past date or a known document (exit 2), and for an unknown member (exit 1)', async () => {
    const { w, member } = await growingWorld();
    const { user } = await member(null);
    const run = (...args: string[]) => runCommand(w.app.deps, ['member:verify-age', ...args], quiet);
    expect(await run(user.email, '--date-of-birth', '1990-02-30', '--document', 'ID card')).toBe(2);
    expect(await run(user.email, '--date-of-birth', '2099-01-01', '--document', 'ID card')).toBe(2);
    expect(await run(user.email, '--date-of-birth', '1990-01-01', '--document', 'library card')).toBe(2);
    expect(await run('nobody@club.test', '--date-of-birth', '1990-01-01', '--document', 'passport')).toBe(1);
    expect(findAgeCheck(w.db, user.id)).toBeUndefined();
  });
});

describe('date of birth', () => {
  it('is set in the settings and refused under 18', async () => {
    const { w, member } = await growingWorld();
    const { token } = await member(null);
    expect(
      (await w.call('PUT', '/api/growing/date-of-birth', { token, body: { date_of_birth: '2008-06-01' } })).body.errors
        .date_of_birth,
    ).toEqual(['Members must be 18 or older to join.']);
    expect(
      (await w.call('PUT', '/api/growing/date-of-birth', { token, body: { date_of_birth: '2001-02-30' } })).status,
    ).toBe(422);
    const res = await w.call('PUT', '/api/growing/date-of-birth', { token, body: { date_of_birth: '2000-02-29' } });
    expect(res.status).toBe(200);
    expect(res.body.date_of_birth).toBe('2000-02-29');
  });

  it('is required before the first reservation: until it is known the under-21 limits show and nothing is reserved', async () => {
    const { w, strong, mild, member, slots, reserveAs } = await growingWorld();
    const { token } = await member(null);
    const quota = (await w.call('GET', '/api/growing/quota', { token })).body;
    expect(quota).toMatchObject({ date_of_birth: null, max_thc_percent: 10, month: { limit_grams: 30 } });
    const strains = (await w.call('GET', '/api/growing/strains', { token })).body.data;
    expect(strains.find((s: { id: number }) => s.id === strong.id)).toMatchObject({ allowed: false });
    const [slot] = await slots(token);
    const res = await reserveAs(token, { strain_id: mild.id, grams: '1', slot }, { 'Accept-Language': 'de' });
    expect(res.status).toBe(422);
    expect(res.body.errors.date_of_birth).toEqual(['Bitte trage zuerst dein Geburtsdatum in den Einstellungen ein.']);
  });

  it('is asked at registration: under 18 is refused', async () => {
    const { w } = await growingWorld();
    const body = {
      name: 'Kid',
      email: 'kid@club.test',
      password: 'a-long-unusual-passphrase-42',
      password_confirmation: 'a-long-unusual-passphrase-42',
      terms: true,
    };
    const res = await w.call('POST', '/api/auth/register', { body: { ...body, date_of_birth: '2009-01-01' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.date_of_birth).toEqual(['Members must be 18 or older to join.']);
    const ok = await w.call('POST', '/api/auth/register', { body: { ...body, date_of_birth: '1999-01-01' } });
    expect(ok.status).toBe(202);
    // Registration signs nobody in: the member's session comes with the first login.
    const kid = findUserByEmail(w.db, 'kid@club.test')!;
    expect((await w.call('GET', '/api/growing/quota', { token: w.tokenFor(kid) })).body.date_of_birth).toBe(
      '1999-01-01',
    );
  });
});
