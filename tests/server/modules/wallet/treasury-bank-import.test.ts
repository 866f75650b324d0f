// docs/spec.md §10 "Treasury": a CAMT.053 or CSV statement is matched to open orders by reference
// and amount; confirming books the matched entries, each bank entry once.
import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../../../server/audit/audit-log.ts';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { parseCamt053 } from '../../../../server/modules/wallet/bank-camt053.ts';
import { parseBankCsv } from '../../../../server/modules/wallet/bank-csv.ts';
import { parseBankAmount, StatementError } from '../../../../server/modules/wallet/bank-statement.ts';
import { createDepositOrder } from '../../../../server/modules/wallet/money-repository.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import {
  bookBankImport,
  importStatement,
  referenceIn,
} from '../../../../server/modules/wallet/treasury-bank-import.ts';
import { camt053 } from '../../../support/camt053.ts';
import { createWorld } from '../../helpers.ts';

const treasurer: AuditActor = { id: null, label: 'cli:treasurer', via: 'cli' };

async function worldWithOrders() {
  const w = createWorld();
  const member = await w.createUser();
  const order = (cents: number) =>
    createDepositOrder(w.db, {
      userId: member.id,
      amountCents: cents,
      expiryDays: 14,
      now: w.clock.now(),
      toTimestamp,
    });
  return { w, member, exact: order(5000), short: order(8000) };
}

const balance = (w: ReturnType<typeof createWorld>, userId: number) =>
  findWalletByUser(w.db, userId)?.balance_cents ?? 0;

describe('reading a bank statement', () => {
  it('reads the credit entries of a CAMT.053 file and leaves debits out.', () => {
    const statement = parseCamt053(
      camt053([
        { amount: '50.00', remittance: 'Einzahlung CLUB-AB2C-DE3F', name: 'Jörg Müller', ref: 'R1' },
        { amount: '12.34', remittance: 'Miete', debit: true },
      ]),
    );
    expect(statement.id).toBe('STMT-2026-01-15-001');
    expect(statement.entries).toEqual([
      {
        key: 'bank:R1',
        bookingDate: '2026-01-15',
        amountCents: 5000,
        currency: 'EUR',
        remittance: 'Einzahlung CLUB-AB2C-DE3F',
        payerName: 'Jörg Müller',
        payerIban: 'DE89370400440532013000',
      },
    ]);
  });

  it('reads a German CSV export by its column names, with comma decimals.', () => {
    const csv = [
      'Buchungstag;Valuta;Name;IBAN;Verwendungszweck;Betrag;Währung',
      '15.01.2026;15.01.2026;Jörg Müller;DE89 3704 0044 0532 0130 00;CLUB AB2C DE3F;1.050,00;EUR',
      '15.01.2026;15.01.2026;Stadtwerke;DE11;Strom;-80,00;EUR',
    ].join('\n');
    const { entries } = parseBankCsv(csv);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      bookingDate: '2026-01-15',
      amountCents: 105000,
      payerIban: 'DE89370400440532013000',
    });
    expect(entries[0]!.key).toMatch(/^sha256:/);
  });

  it('gives two identical entries without a bank reference two keys, and the same file the same keys.', () => {
    const file = camt053([
      { amount: '10.00', remittance: 'X', ref: null },
      { amount: '10.00', remittance: 'X', ref: null },
    ]);
    const keys = parseCamt053(file).entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
    expect(parseCamt053(file).entries.map((e) => e.key)).toEqual(keys);
  });

  it('refuses a file that is neither well-formed XML nor a statement.', () => {
    expect(() => parseCamt053('<Document><oops></Document>')).toThrow(StatementError);
    expect(() => parseCamt053('<Document/>')).toThrow(StatementError);
  });

  it('reads amounts as banks write them, without floating point.', () => {
    expect(['12.50', '1.234,56', '1,234.56', '0,1', '7', '-3,00', 'abc'].map(parseBankAmount)).toEqual([
      1250,
      123456,
      123456,
      10,
      700,
      -300,
      null,
    ]);
  });

  it('finds the order reference in a remittance text with or without hyphens.', () => {
    expect(referenceIn('Einzahlung club-ab2c-de3f danke')).toBe('CLUB-AB2C-DE3F');
    expect(referenceIn('CLUB AB2C DE3F')).toBe('CLUB-AB2C-DE3F');
    expect(referenceIn('CLUB-AB1C-DE3F')).toBeNull();
  });
});

describe('importing and booking a statement', () => {
  it('matches exact, short and unknown transfers, and books only the exact one.', async () => {
    const { w, member, exact, short } = await worldWithOrders();
    const file = camt053([
      { amount: '50.00', remittance: `Deposit ${exact.bank_reference}` },
      { amount: '60.00', remittance: `Deposit ${short.bank_reference}` },
      { amount: '20.00', remittance: 'CLUB-ZZZZ-ZZZZ' },
    ]);
    const imported = await importStatement(w.app.deps, treasurer, { name: 'januar.xml', content: file });
    expect(imported.entries.map((e) => [e.match, e.order_label])).toEqual([
      ['matched', exact.label],
      ['short', short.label],
      ['unknown', null],
    ]);
    expect(balance(w, member.id)).toBe(0);
    const booked = await bookBankImport(w.app.deps, treasurer, imported.import.id);
    expect(booked.booked).toEqual([exact.label]);
    expect(balance(w, member.id)).toBe(5000);
    expect(booked.entries.map((e) => e.booked_by_import)).toEqual([imported.import.id, null, null]);
  });

  it('books nothing when the same file is imported and booked again.', async () => {
    const { w, member, exact } = await worldWithOrders();
    const file = camt053([{ amount: '50.00', remittance: exact.bank_reference! }]);
    const first = await importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file });
    await bookBankImport(w.app.deps, treasurer, first.import.id);
    const again = await importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file });
    expect(again.entries.map((e) => [e.match, e.booked_by_import])).toEqual([['not_pending', first.import.id]]);
    expect((await bookBankImport(w.app.deps, treasurer, again.import.id)).booked).toEqual([]);
    expect(balance(w, member.id)).toBe(5000);
  });

  it('books an entry once when two imports of one file are both reviewed before either is booked.', async () => {
    const { w, member, exact } = await worldWithOrders();
    const file = camt053([{ amount: '50.00', remittance: exact.bank_reference! }]);
    const [a, b] = await Promise.all([
      importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file }),
      importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file }),
    ]);
    expect([a.entries[0]!.match, b.entries[0]!.match]).toEqual(['matched', 'matched']);
    const results = await Promise.all([
      bookBankImport(w.app.deps, treasurer, a.import.id),
      bookBankImport(w.app.deps, treasurer, b.import.id),
    ]);
    expect(results.flatMap((r) => r.booked)).toEqual([exact.label]);
    expect(balance(w, member.id)).toBe(5000);
  });

  it('leaves exactly one audit entry per import and per booking.', async () => {
    const { w, exact } = await worldWithOrders();
    const imported = await importStatement(w.app.deps, treasurer, {
      name: 'a.xml',
      content: camt053([{ amount: '50.00', remittance: exact.bank_reference! }]),
    });
    expect(countAuditEntries(w.db)).toBe(1);
    await bookBankImport(w.app.deps, treasurer, imported.import.id);
    expect(countAuditEntries(w.db)).toBe(2);
  });

  it('refuses a statement without incoming transfers.', async () => {
    const { w } = await worldWithOrders();
    await expect(
      importStatement(w.app.deps, treasurer, {
        name: 'a.xml',
        content: camt053([{ amount: '5.00', remittance: 'x', debit: true }]),
      }),
    ).rejects.toThrow(StatementError);
    expect(countAuditEntries(w.db)).toBe(0);
  });
});
