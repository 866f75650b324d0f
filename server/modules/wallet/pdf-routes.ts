// The wallet's PDFs as base64 JSON ({name, data}; the client saves {name}.pdf, docs/spec.md §7): bank
// details of a bank-transfer order, the receipt of a paid order, a withdrawal confirmation and a
// statement of a period. Each reads only the signed-in member's own rows (another member's label
// answers 404 like an unknown one).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { sql } from '../../db/open.ts';
import { __, attributeName } from '../../lang/translate.ts';
import { findWalletByUser, type TransactionRow } from '../../ledger/repository.ts';
import { toTransaction } from './repository.ts';
import { findOrder, toOrder } from './repository-orders.ts';
import { findWithdrawal, toWithdrawal } from './repository-withdrawals.ts';
import { bankDetailsOf } from './money-routes.ts';
import { bankDetailsPdf, orderReceiptPdf, statementPdf, withdrawalPdf, type PdfContext } from './pdfs.ts';

const walletRead = requireAuth({ abilities: ['wallet:read'] });
const missing = (model: string, label: string) =>
  notFound(`No query results for model [App\\Models\\${model}] ${label}`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function pdfContext(c: AppContext): PdfContext {
  const user = c.get('user');
  return {
    clubName: c.var.deps.config.appName,
    member: { name: user.name, email: user.email, language: user.language },
    now: c.var.deps.clock.now(),
  };
}

const pdfAnswer = (c: AppContext, name: string, pdf: Buffer) => c.json({ name, data: pdf.toString('base64') });

/** A YYYY-MM-DD query value that is a real date, or the field's message. */
function day(value: string | undefined, field: string, errors: Record<string, string[]>): Date | null {
  if (value === undefined || value === '') return null;
  const at = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
    errors[field] = [__('The :attribute must be a date like 2026-01-31.', { attribute: attributeName(field) })];
    return null;
  }
  return at;
}

export function walletPdfRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/wallet/orders/:label/bank-details/pdf', walletRead, async (c) => {
    const details = await bankDetailsOf(c, c.req.param('label') ?? '');
    return pdfAnswer(c, `${details.order.label}-bank-details`, await bankDetailsPdf(pdfContext(c), details));
  });

  app.get('/wallet/orders/:label/pdf', walletRead, async (c) => {
    const label = c.req.param('label') ?? '';
    const row = findOrder(c.var.deps.db, c.get('user').id, label, toTimestamp(c.var.deps.clock.now()));
    if (!row) throw missing('Order', label);
    if (row.status !== 'paid' && row.status !== 'completed')
      throw new ValidationError({ order: [__('Only a paid order has a receipt.')] });
    return pdfAnswer(c, row.label, await orderReceiptPdf(pdfContext(c), toOrder(c.var.deps.db, row)));
  });

  app.get('/wallet/withdrawals/:label/pdf', walletRead, async (c) => {
    const label = c.req.param('label') ?? '';
    const row = findWithdrawal(c.var.deps.db, c.get('user').id, label);
    if (!row) throw missing('Withdrawal', label);
    return pdfAnswer(c, row.label, await withdrawalPdf(pdfContext(c), toWithdrawal(c.var.deps.db, row)));
  });

  app.get('/wallet/statement/pdf', walletRead, async (c) => {
    const { db, clock } = c.var.deps;
    const errors: Record<string, string[]> = {};
    const now = clock.now();
    const from = day(c.req.query('from'), 'from', errors) ?? new Date(now.getTime() - 30 * 86_400_000);
    const toDay = day(c.req.query('to'), 'to', errors);
    if (Object.keys(errors).length === 0 && toDay && toDay < from)
      errors.to = [__('The end of the period must not be before its start.')];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const to = toDay ? new Date(toDay.getTime() + 86_400_000 - 1) : now;
    const wallet = findWalletByUser(db, c.get('user').id);
    const rows = wallet
      ? (sql(
          db,
          'SELECT * FROM wallet_transactions WHERE wallet_id = ? AND created_at >= ? AND created_at <= ? ORDER BY created_at, id LIMIT 1000',
        ).all(wallet.id, from.toISOString(), to.toISOString().replace('Z', '999Z')) as unknown as TransactionRow[])
      : [];
    const pdf = await statementPdf(pdfContext(c), {
      from: from.toISOString(),
      to: to.toISOString(),
      balanceCents: wallet?.balance_cents ?? 0,
      entries: rows.map((row) => toTransaction(row, wallet?.currency)),
    });
    return pdfAnswer(c, `statement-${from.toISOString().slice(0, 10)}-${to.toISOString().slice(0, 10)}`, pdf);
  });

  return app;
}
