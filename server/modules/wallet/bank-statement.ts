// A bank statement's credit entries as the treasury matches them (docs/spec.md §10 "Treasury"),
// whatever file they came in: CAMT.053 (./bank-camt053.ts) or a CSV export (./bank-csv.ts).
import { createHash } from 'node:crypto';

export interface StatementEntry {
  /** The bank's own reference for the entry, or a digest of its fields: the same entry, the same key. */
  key: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  amountCents: number;
  currency: string;
  /** Remittance information (Verwendungszweck), end-to-end id included. */
  remittance: string;
  payerName: string;
  payerIban: string;
}

export interface Statement {
  /** The statement's own id (CAMT Stmt/Id), null for a CSV export. */
  id: string | null;
  entries: StatementEntry[];
}

/** Why a file could not be read as a statement (the route answers 422 on the file field). */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementError';
  }
}

/**
 * An amount as banks write it ('12.50', '1.234,56', '1,234.56', '-3,00') in cents, or null. The
 * last separator followed by one or two digits is the decimal one; no floating point involved.
 */
export function parseBankAmount(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€|EUR/g, '');
  const match = /^([+-]?)([\d.,']*?)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match || !/\d/.test(match[2]! + (match[3] ?? ''))) return null;
  const whole = match[2]!.replace(/[.,']/g, '');
  if (!/^\d*$/.test(whole) || whole.length > 12) return null;
  const cents = Number(whole || '0') * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/**
 * A key for an entry the bank gave no reference for: a digest of what identifies it, and its
 * position among identical ones in the file (two equal transfers on one day stay two entries).
 */
export function digestKey(fields: (string | number)[], occurrence: number): string {
  return `sha256:${createHash('sha256')
    .update(JSON.stringify([...fields, occurrence]))
    .digest('hex')}`;
}

/** Gives each entry without a key of its own a digest key, counting identical entries in order. */
export function keyEntries(entries: (Omit<StatementEntry, 'key'> & { bankKey: string | null })[]): StatementEntry[] {
  const seen = new Map<string, number>();
  return entries.map(({ bankKey, ...entry }) => {
    if (bankKey) return { ...entry, key: `bank:${bankKey}` };
    const fields = [
      entry.bookingDate,
      entry.amountCents,
      entry.currency,
      entry.remittance,
      entry.payerIban,
      entry.payerName,
    ];
    const id = JSON.stringify(fields);
    const occurrence = (seen.get(id) ?? 0) + 1;
    seen.set(id, occurrence);
    return { ...entry, key: digestKey(fields, occurrence) };
  });
}
