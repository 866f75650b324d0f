// A statement adds up (docs/spec.md §2 Wallet): for a period of calendar days in the club's time zone
// it shows the period as asked, the opening balance, every entry with the balance after it and the
// closing balance. Checked on the demo member's seeded ledger against sums taken here, row by row.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../../server/auth/repository-users.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { seedDatabase } from '../../../../server/db/seed.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { buildStatement } from '../../../../server/modules/wallet/statement.ts';
import { createWorld } from '../../helpers.ts';
import { pdfText } from '../../pdf/pdf-text.ts';

interface Row {
  label: string;
  amount_cents: number;
  status: string;
  created_at: string;
}

/** November 2025 in Berlin (CET, UTC+1): from 2025-10-31T23:00Z up to 2025-11-30T23:00Z. */
const NOVEMBER = { start: Date.parse('2025-10-31T23:00:00Z'), end: Date.parse('2025-11-30T23:00:00Z') };

/** What the balance counts: a completed entry, and a pending debit (reserved at once). */
const counts = (row: Row) => row.status === 'completed' || (row.status === 'pending' && row.amount_cents < 0);
const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.amount_cents, 0);

async function demoWallet() {
  const w = createWorld();
  await seedDatabase(w.app.deps);
  const demo = findUserByEmail(w.db, 'demo@club.test')!;
  const rows = w.db
    .prepare(
      'SELECT t.label, t.amount_cents, t.status, t.created_at FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = ?',
    )
    .all(demo.id) as unknown as Row[];
  return { w, demo, rows };
}

describe('a statement of a past month', () => {
  it('opens with the sum of every entry before the month and closes with the sum up to its end', async () => {
    const { w, demo, rows } = await demoWallet();
    const before = rows.filter((row) => counts(row) && Date.parse(row.created_at) < NOVEMBER.start);
    const during = rows.filter(
      (row) => counts(row) && Date.parse(row.created_at) >= NOVEMBER.start && Date.parse(row.created_at) < NOVEMBER.end,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(during.length).toBeGreaterThan(0);

    const statement = buildStatement(w.db, demo.id, {
      from: '2025-11-01',
      to: '2025-11-30',
      timeZone: 'Europe/Berlin',
    });
    expect(statement.openingCents).toBe(sum(before));
    expect(statement.closingCents).toBe(sum(before) + sum(during));
    expect(statement.entries.map((entry) => entry.transaction.label).sort()).toEqual(
      during.map((row) => row.label).sort(),
    );
    // each line's balance is the opening plus every line up to it
    let running = statement.openingCents;
    for (const entry of statement.entries) {
      running += entry.transaction.amount_cents;
      expect(entry.balanceCents).toBe(running);
    }
  });

  it('prints the period as asked, the opening and closing balances and every entry in the PDF', async () => {
    const { w, demo, rows } = await demoWallet();
    const token = w.tokenFor(demo);
    const res = await w.call('GET', '/api/wallet/statement/pdf?from=2025-11-01&to=2025-11-30', {
      token,
      headers: { 'Accept-Language': 'de' },
    });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(res.body.data, 'base64'));
    const euros = (cents: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    const opening = sum(rows.filter((row) => counts(row) && Date.parse(row.created_at) < NOVEMBER.start));
    const closing = sum(rows.filter((row) => counts(row) && Date.parse(row.created_at) < NOVEMBER.end));
    expect(res.body.name).toBe('statement-2025-11-01-2025-11-30');
    expect(text).toContain('01.11.2025 – 30.11.2025');
    expect(text).toContain(`Anfangssaldo am 01.11.2025\n${euros(opening)}`);
    expect(text).toContain(`Endsaldo am 30.11.2025\n${euros(closing)}`);
    for (const row of rows.filter(
      (r) => counts(r) && Date.parse(r.created_at) >= NOVEMBER.start && Date.parse(r.created_at) < NOVEMBER.end,
    ))
      expect(text).toContain(row.label);
  });

  it('counts an entry booked at midnight in the club’s time zone into the day it starts', async () => {
    const w = createWorld();
    const member = await w.createUser();
    const book = (cents: number, at: string) =>
      bookTransaction(w.db, {
        userId: member.id,
        type: 'deposit',
        amountCents: cents,
        status: 'completed',
        description: 'x',
        now: toTimestamp(new Date(at)),
      });
    book(1000, '2025-10-31T22:59:59Z'); // 23:59:59 on 31 October in Berlin
    book(200, '2025-10-31T23:00:00Z'); // 00:00 on 1 November in Berlin
    const statement = buildStatement(w.db, member.id, {
      from: '2025-11-01',
      to: '2025-11-30',
      timeZone: 'Europe/Berlin',
    });
    expect(statement.openingCents).toBe(1000);
    expect(statement.entries.map((entry) => entry.transaction.amount_cents)).toEqual([200]);
    expect(statement.closingCents).toBe(1200);
  });

  it('refuses a period longer than 400 days with 422 on `to`', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const res = await w.call('GET', '/api/wallet/statement/pdf?from=2024-01-01&to=2025-12-31', { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['to']);
  });
});
