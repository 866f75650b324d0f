// The treasury's staff routes (docs/spec.md §10 "Treasury", src/shared/contract/club-treasury.ts):
// thin over the services the CLI calls too (treasury-orders.ts, treasury-bank-import.ts,
// treasury-payouts.ts). Each is guarded by its endpoint's permission; refusals are Laravel's 422.
import { Hono } from 'hono';
import {
  clubTreasury,
  type BankImport,
  type StaffOrder,
  type StaffWithdrawal,
} from '../../../src/shared/contract/club-treasury.ts';
import { staffActor } from '../../audit/actors.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { __ } from '../../lang/translate.ts';
import { StatementError } from './bank-statement.ts';
import { MoneyError } from './money-repository.ts';
import { findWalletByUser, WALLET_CURRENCY } from '../../ledger/repository.ts';
import { countTransactions, listTransactions } from './repository.ts';
import {
  BankImportError,
  bookBankImport,
  findBankImport,
  importStatement,
  listBankImports,
  type BankEntryRow,
  type BankImportRow,
} from './treasury-bank-import.ts';
import { listStaffOrders, staffCancelOrder, staffMarkOrderPaid, type StaffOrderRow } from './treasury-orders.ts';
import {
  approveWithdrawal,
  exportPayoutBatch,
  findPayoutBatch,
  listPayoutBatches,
  listStaffWithdrawals,
  PayoutError,
  processPayoutBatch,
  rejectWithdrawal,
  stageOf,
  type PayoutBatchRow,
  type StaffWithdrawalRow,
} from './treasury-payouts.ts';

export const TREASURY_PER_PAGE = 20;

const nowOf = (c: AppContext) => toTimestamp(c.var.deps.clock.now());
const pathOf = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;
const actorOf = (c: AppContext) => staffActor(c.get('user'));

function staffOrder(row: StaffOrderRow): StaffOrder {
  return {
    label: row.label,
    status: row.status,
    purpose: row.purpose,
    total_cents: row.total_cents,
    currency: row.currency,
    payment_method: row.payment_method,
    bank_reference: row.bank_reference,
    paid_reference: row.paid_reference,
    cancel_reason: row.cancel_reason,
    member: { id: row.user_id, name: row.member_name, email: row.member_email },
    created_at: row.created_at,
    paid_at: row.paid_at,
    expires_at: row.expires_at,
  };
}

function staffWithdrawal(row: StaffWithdrawalRow): StaffWithdrawal {
  return {
    label: row.label,
    stage: stageOf(row),
    amount_cents: row.amount_cents,
    currency: row.currency,
    reason: row.reason,
    member: { id: row.user_id, name: row.member_name, email: row.member_email },
    account: { holder: row.holder, iban: row.iban },
    created_at: row.created_at,
  };
}

const batchOf = (row: Omit<PayoutBatchRow, 'xml'>) => ({
  label: row.label,
  status: row.status,
  count: row.count,
  total_cents: row.total_cents,
  created_at: row.created_at,
  processed_at: row.processed_at,
});

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

/** One staff order as the list shows it (after a change). */
function orderByLabel(c: AppContext, label: string): StaffOrder {
  const found = listStaffOrders(c.var.deps.db, { search: label }, { limit: 50, offset: 0 }, nowOf(c)).items.find(
    (row) => row.label === label,
  );
  return staffOrder(found!);
}

/** A money move refused: 404 for an unknown label, else 422 on `field` saying why. */
function moneyRefusal(error: unknown, field: string, model: string): never {
  if (error instanceof MoneyError) {
    if (error.code === 'unknown') throw notFound(`No query results for model [App\\Models\\${model}] ${error.label}`);
    throw new ValidationError({
      [field]: [
        error.code === 'expired'
          ? __('This order has expired.')
          : model === 'Order'
            ? __('This order is not awaiting payment.')
            : __('This withdrawal is no longer pending.'),
      ],
    });
  }
  if (error instanceof PayoutError) {
    const messages: Record<PayoutError['code'], string> = {
      in_batch: __('This withdrawal is already in a payout batch.'),
      nothing_to_export: __('No approved withdrawal is waiting for a payout.'),
      no_club_account: __('The club has not set up its bank account.'),
      not_exported: __('This payout batch is already processed.'),
    };
    throw new ValidationError({ [field]: [messages[error.code]] });
  }
  throw error;
}

function importOf(c: AppContext) {
  const raw = c.req.param('id') ?? '';
  const found = /^\d{1,15}$/.test(raw) ? findBankImport(c.var.deps.db, Number(raw)) : null;
  if (!found) throw notFound(`No query results for model [App\\Models\\BankImport] ${raw}`);
  return found;
}

export function treasuryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/orders', staffGuard(clubTreasury.orders), (c) => {
    const { query } = input(c, clubTreasury.orders);
    const page = resolvePage(c.req.query('page'));
    const { items, total } = listStaffOrders(
      c.var.deps.db,
      { status: query.status, purpose: query.purpose, search: query.search },
      { limit: TREASURY_PER_PAGE, offset: (page - 1) * TREASURY_PER_PAGE },
      nowOf(c),
    );
    return c.json(paginate({ items: items.map(staffOrder), total, perPage: TREASURY_PER_PAGE, page, path: pathOf(c) }));
  });

  app.post('/club/orders/:label/paid', staffGuard(clubTreasury.markPaid), async (c) => {
    const { body } = input(c, clubTreasury.markPaid);
    const label = c.req.param('label');
    try {
      await staffMarkOrderPaid(c.var.deps, actorOf(c), label, body.reference?.trim() || null);
    } catch (error) {
      moneyRefusal(error, 'order', 'Order');
    }
    return c.json(orderByLabel(c, label));
  });

  app.post('/club/orders/:label/cancel', staffGuard(clubTreasury.cancelOrder), async (c) => {
    const { body } = input(c, clubTreasury.cancelOrder);
    const label = c.req.param('label');
    try {
      await staffCancelOrder(c.var.deps, actorOf(c), label, body.reason.trim());
    } catch (error) {
      moneyRefusal(error, 'order', 'Order');
    }
    return c.json(orderByLabel(c, label));
  });

  app.get('/club/members/:user/ledger', staffGuard(clubTreasury.ledger), (c) => {
    input(c, clubTreasury.ledger);
    const raw = c.req.param('user');
    const member = /^\d{1,15}$/.test(raw) ? findUserById(c.var.deps.db, Number(raw)) : undefined;
    if (!member) throw notFound(`No query results for model [App\\Models\\User] ${raw}`);
    const { db } = c.var.deps;
    const page = resolvePage(c.req.query('page'));
    const rows = listTransactions(db, member.id, TREASURY_PER_PAGE, (page - 1) * TREASURY_PER_PAGE);
    const wallet = findWalletByUser(db, member.id);
    return c.json({
      member: { id: member.id, name: member.name, email: member.email },
      balance_cents: wallet?.balance_cents ?? 0,
      currency: wallet?.currency ?? WALLET_CURRENCY,
      transactions: paginate({
        items: rows.map((row) => ({
          label: row.label,
          type: row.type,
          amount_cents: row.amount_cents,
          balance_after_cents: row.balance_after_cents,
          status: row.status,
          description: row.description,
          created_at: row.created_at,
        })),
        total: countTransactions(db, member.id),
        perPage: TREASURY_PER_PAGE,
        page,
        path: pathOf(c),
      }),
    });
  });

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

  app.get('/club/withdrawals', staffGuard(clubTreasury.withdrawals), (c) => {
    const { query } = input(c, clubTreasury.withdrawals);
    const page = resolvePage(c.req.query('page'));
    const { items, total } = listStaffWithdrawals(c.var.deps.db, query.stage, {
      limit: TREASURY_PER_PAGE,
      offset: (page - 1) * TREASURY_PER_PAGE,
    });
    return c.json(
      paginate({ items: items.map(staffWithdrawal), total, perPage: TREASURY_PER_PAGE, page, path: pathOf(c) }),
    );
  });

  app.post('/club/withdrawals/:label/approve', staffGuard(clubTreasury.approveWithdrawal), async (c) => {
    try {
      return c.json(staffWithdrawal(await approveWithdrawal(c.var.deps, actorOf(c), c.req.param('label'))));
    } catch (error) {
      moneyRefusal(error, 'withdrawal', 'Withdrawal');
    }
  });

  app.post('/club/withdrawals/:label/reject', staffGuard(clubTreasury.rejectWithdrawal), async (c) => {
    const { body } = input(c, clubTreasury.rejectWithdrawal);
    try {
      const row = await rejectWithdrawal(c.var.deps, actorOf(c), c.req.param('label'), body.reason.trim());
      return c.json(staffWithdrawal(row));
    } catch (error) {
      moneyRefusal(error, 'withdrawal', 'Withdrawal');
    }
  });

  app.get('/club/payout-batches', staffGuard(clubTreasury.batches), (c) =>
    c.json(listPayoutBatches(c.var.deps.db).map(batchOf)),
  );

  app.post('/club/payout-batches', staffGuard(clubTreasury.exportBatch), async (c) => {
    try {
      return c.json(batchOf(await exportPayoutBatch(c.var.deps, actorOf(c))), 201);
    } catch (error) {
      moneyRefusal(error, 'batch', 'PayoutBatch');
    }
  });

  app.get('/club/payout-batches/:label/file', staffGuard(clubTreasury.batchFile), (c) => {
    const batch = findPayoutBatch(c.var.deps.db, c.req.param('label'));
    if (!batch) throw notFound(`No query results for model [App\\Models\\PayoutBatch] ${c.req.param('label')}`);
    return c.json({ file_name: `${batch.label}.xml`, content: batch.xml });
  });

  app.post('/club/payout-batches/:label/processed', staffGuard(clubTreasury.processBatch), async (c) => {
    try {
      return c.json(batchOf(await processPayoutBatch(c.var.deps, actorOf(c), c.req.param('label'))));
    } catch (error) {
      moneyRefusal(error, 'batch', 'PayoutBatch');
    }
  });

  return app;
}
