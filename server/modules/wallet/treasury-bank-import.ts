// Bank statement import (docs/spec.md §10 "Treasury"): the treasurer uploads the club bank's CAMT.053
// file or CSV export; each credit entry is matched to an open order by the reference it carries
// (CLUB-XXXX-XXXX) and its amount: matched, short (less than the order), over (more), unknown (no
// such order) or not_pending (the order is no longer open). The review shows them; confirming
// books the matched ones, each bank entry once: bank_bookings is keyed by the entry's key, so the
// same file imported again (or twice at the same time) books nothing more.
import { createHash } from 'node:crypto';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { parseCamt053 } from './bank-camt053.ts';
import { parseBankCsv } from './bank-csv.ts';
import { __ } from '../../lang/translate.ts';
import { StatementError, type Statement, type StatementEntry } from './bank-statement.ts';
import { markOrderPaid } from './money-repository.ts';
import { findOrderByLabel, type OrderRow } from './repository-orders.ts';
import { announceOrderPaid } from './treasury-orders.ts';

export type EntryMatch = 'matched' | 'short' | 'over' | 'unknown' | 'not_pending';

export interface BankImportRow {
  id: number;
  format: 'camt053' | 'csv';
  file_name: string;
  file_sha256: string;
  statement_id: string | null;
  status: 'review' | 'booked';
  imported_by: number | null;
  created_at: string;
  booked_at: string | null;
}

export interface BankEntryRow {
  id: number;
  import_id: number;
  entry_key: string;
  booking_date: string;
  amount_cents: number;
  currency: string;
  remittance: string;
  payer_name: string;
  payer_iban: string;
  match: EntryMatch;
  order_id: number | null;
  /** Joined: the order's label and total, and whether (and by which import) the entry is booked. */
  order_label: string | null;
  order_total_cents: number | null;
  booked_by_import: number | null;
}

// No 0/O or 1/I in references (repository-orders.ts); banks may drop the hyphens or split the text.
const REFERENCE = /CLUB-?([A-HJ-NP-Z2-9]{4})-?([A-HJ-NP-Z2-9]{4})/;

/** The club's order reference in a remittance text, as the order carries it, or null. */
export function referenceIn(remittance: string): string | null {
  const match = REFERENCE.exec(remittance.toUpperCase().replace(/\s+/g, ''));
  return match ? `CLUB-${match[1]}-${match[2]}` : null;
}

/** Reads the file as CAMT.053 when it is XML, else as a CSV export. */
export function readStatement(content: string): { format: 'camt053' | 'csv'; statement: Statement } {
  if (/^\s*(\uFEFF)?\s*</.test(content)) return { format: 'camt053', statement: parseCamt053(content) };
  return { format: 'csv', statement: parseBankCsv(content) };
}

function matchEntry(db: Database, entry: StatementEntry, now: string): { match: EntryMatch; order: OrderRow | null } {
  const reference = referenceIn(entry.remittance);
  const row = reference
    ? (sql(db, 'SELECT label FROM wallet_orders WHERE bank_reference = ?').get(reference) as
        { label: string } | undefined)
    : undefined;
  const order = row ? findOrderByLabel(db, row.label, now)! : null;
  if (!order || entry.currency !== order.currency) return { match: 'unknown', order };
  if (order.status !== 'pending') return { match: 'not_pending', order };
  if (entry.amountCents === order.total_cents) return { match: 'matched', order };
  return { match: entry.amountCents < order.total_cents ? 'short' : 'over', order };
}

const ENTRIES = `SELECT e.*, o.label AS order_label, o.total_cents AS order_total_cents, b.import_id AS booked_by_import
  FROM bank_entries e
  LEFT JOIN wallet_orders o ON o.id = e.order_id
  LEFT JOIN (SELECT bb.entry_key, be.import_id FROM bank_bookings bb JOIN bank_entries be ON be.id = bb.entry_id) b
    ON b.entry_key = e.entry_key`;

export function findBankImport(db: Database, id: number): { import: BankImportRow; entries: BankEntryRow[] } | null {
  const row = sql(db, 'SELECT * FROM bank_imports WHERE id = ?').get(id) as BankImportRow | undefined;
  if (!row) return null;
  const entries = sql(db, `${ENTRIES} WHERE e.import_id = ? ORDER BY e.id`).all(id) as unknown as BankEntryRow[];
  return { import: row, entries };
}

export function listBankImports(db: Database, limit = 20): (BankImportRow & { entries: number; matched: number })[] {
  return sql(
    db,
    `SELECT i.*, (SELECT COUNT(*) FROM bank_entries e WHERE e.import_id = i.id) AS entries,
            (SELECT COUNT(*) FROM bank_entries e WHERE e.import_id = i.id AND e.match = 'matched') AS matched
       FROM bank_imports i ORDER BY i.id DESC LIMIT ?`,
  ).all(limit) as unknown as (BankImportRow & { entries: number; matched: number })[];
}

/**
 * Reads and matches an uploaded statement and keeps it for review (nothing is booked yet). Throws
 * StatementError when the file is neither a CAMT.053 statement nor a CSV export with credit entries.
 */
export async function importStatement(
  deps: AppDeps,
  actor: AuditActor,
  file: { name: string; content: string },
): Promise<{ import: BankImportRow; entries: BankEntryRow[] }> {
  const { format, statement } = readStatement(file.content);
  if (statement.entries.length === 0) throw new StatementError(__('The statement holds no incoming transfers.'));
  const now = toTimestamp(deps.clock.now());
  const sha = createHash('sha256').update(file.content).digest('hex');
  const id = transaction(deps.db, () => {
    const result = sql(
      deps.db,
      `INSERT INTO bank_imports (format, file_name, file_sha256, statement_id, status, imported_by, created_at)
       VALUES (?, ?, ?, ?, 'review', ?, ?)`,
    ).run(format, file.name, sha, statement.id, actor.id, now);
    const importId = Number(result.lastInsertRowid);
    const counts: Record<EntryMatch, number> = { matched: 0, short: 0, over: 0, unknown: 0, not_pending: 0 };
    for (const entry of statement.entries) {
      const { match, order } = matchEntry(deps.db, entry, now);
      counts[match]++;
      sql(
        deps.db,
        `INSERT INTO bank_entries (import_id, entry_key, booking_date, amount_cents, currency, remittance, payer_name, payer_iban, match, order_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        importId,
        entry.key,
        entry.bookingDate,
        entry.amountCents,
        entry.currency,
        entry.remittance,
        entry.payerName,
        entry.payerIban,
        match,
        order?.id ?? null,
      );
    }
    recordAudit(deps, actor, {
      action: 'bank-import.created',
      subject: { type: 'bank-import', id: importId },
      after: {
        format,
        file: file.name,
        sha256: sha,
        statement: statement.id,
        entries: statement.entries.length,
        ...counts,
      },
    });
    return importId;
  });
  return findBankImport(deps.db, id)!;
}

export class BankImportError extends Error {
  readonly code: 'unknown' | 'booked';
  constructor(code: BankImportError['code']) {
    super(code);
    this.name = 'BankImportError';
    this.code = code;
  }
}

/**
 * Books the import's matched entries: each order is marked paid (a deposit credits the wallet) and
 * the entry recorded in bank_bookings, all in one transaction. An entry booked before, by this or
 * another import of the same statement, is skipped, and so is one whose order was paid meanwhile.
 */
export async function bookBankImport(
  deps: AppDeps,
  actor: AuditActor,
  importId: number,
): Promise<{ import: BankImportRow; entries: BankEntryRow[]; booked: string[] }> {
  const now = toTimestamp(deps.clock.now());
  const paid = transaction(deps.db, () => {
    const found = findBankImport(deps.db, importId);
    if (!found) throw new BankImportError('unknown');
    if (found.import.status === 'booked') throw new BankImportError('booked');
    const orders: OrderRow[] = [];
    for (const entry of found.entries) {
      if (entry.match !== 'matched' || entry.order_label === null || entry.booked_by_import !== null) continue;
      const order = findOrderByLabel(deps.db, entry.order_label, now);
      if (!order || order.status !== 'pending' || order.total_cents !== entry.amount_cents) continue;
      const claimed = sql(
        deps.db,
        'INSERT INTO bank_bookings (entry_key, entry_id, order_id, booked_at) VALUES (?, ?, ?, ?) ON CONFLICT (entry_key) DO NOTHING',
      ).run(entry.entry_key, entry.id, order.id, now);
      if (claimed.changes === 0) continue;
      const done = markOrderPaid(deps.db, order.label, now);
      sql(deps.db, 'UPDATE wallet_orders SET paid_reference = ? WHERE id = ?').run(entry.entry_key, done.id);
      orders.push(done);
    }
    sql(deps.db, "UPDATE bank_imports SET status = 'booked', booked_at = ? WHERE id = ?").run(now, importId);
    recordAudit(deps, actor, {
      action: 'bank-import.booked',
      subject: { type: 'bank-import', id: importId },
      before: { status: 'review' },
      after: { status: 'booked', orders: orders.map((order) => order.label) },
    });
    return orders;
  });
  for (const order of paid) await announceOrderPaid(deps, order);
  const found = findBankImport(deps.db, importId)!;
  return { ...found, booked: paid.map((order) => order.label) };
}
