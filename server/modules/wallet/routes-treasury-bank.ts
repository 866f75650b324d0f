// The treasury's bank statement imports (docs/spec.md §10 "Treasury"), for staff: a CAMT.053 or
// CSV statement imported, listed, shown with its matches and booked once (treasury-bank-import.ts).
import type { Hono } from 'hono';
import { clubTreasury, type BankImport } from '../../../src/shared/contract/club-treasury.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { StatementError } from './bank-statement.ts';
import { actorOf } from './routes-treasury-shared.ts';
import {
  BankImportError,
  bookBankImport,
  findBankImport,
  importStatement,
  listBankImports,
  type BankEntryRow,
  type BankImportRow,
} from './treasury-bank-import.ts';

function bankImport(found: { import: BankImportRow; entries: BankEntryRow[] }): BankImport {
  const row = found.import;
  return {
    id: row.id,
    format: row.format,
    file_name: row.file_name,
    statement_id: row.statement_id,
    status: row.status,
    created_at: row.created_at,
    booked_at: row.booked_at,
    entries: found.entries.map((entry) => ({
      id: entry.id,
      booking_date: entry.booking_date,
      amount_cents: entry.amount_cents,
      currency: entry.currency,
      remittance: entry.remittance,
      payer_name: entry.payer_name,
      payer_iban: entry.payer_iban,
      match: entry.match,
      order:
        entry.order_label === null ? null : { label: entry.order_label, total_cents: entry.order_total_cents ?? 0 },
      booked: entry.booked_by_import !== null,
    })),
  };
}

function importOf(c: AppContext) {
  const raw = c.req.param('id') ?? '';
  const found = /^\d{1,15}$/.test(raw) ? findBankImport(c.var.deps.db, Number(raw)) : null;
  if (!found) throw notFound(`No query results for model [App\\Models\\BankImport] ${raw}`);
  return found;
}

export function addBankImportRoutes(app: Hono<AppEnv>): void {
  app.post('/club/bank-imports', staffGuard(clubTreasury.importStatement), async (c) => {
    const { body } = input(c, clubTreasury.importStatement);
    try {
      const found = await importStatement(c.var.deps, actorOf(c), { name: body.file_name, content: body.content });
      return c.json(bankImport(found), 201);
    } catch (error) {
      if (error instanceof StatementError) throw new ValidationError({ content: [error.message] });
      throw error;
    }
  });

  app.get('/club/bank-imports', staffGuard(clubTreasury.imports), (c) =>
    c.json(
      listBankImports(c.var.deps.db).map((row) => ({
        id: row.id,
        format: row.format,
        file_name: row.file_name,
        status: row.status,
        entries: row.entries,
        matched: row.matched,
        created_at: row.created_at,
      })),
    ),
  );

  app.get('/club/bank-imports/:id', staffGuard(clubTreasury.import), (c) => c.json(bankImport(importOf(c))));

  app.post('/club/bank-imports/:id/book', staffGuard(clubTreasury.bookImport), async (c) => {
    const found = importOf(c);
    try {
      const done = await bookBankImport(c.var.deps, actorOf(c), found.import.id);
      return c.json({ import: bankImport(done), booked: done.booked });
    } catch (error) {
      if (error instanceof BankImportError && error.code === 'booked')
        throw new ValidationError({ import: [__('This statement import is already booked.')] });
      throw error;
    }
  });
}
