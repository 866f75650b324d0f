// The wallet's PDFs as base64 JSON ({name, data}; the client saves {name}.pdf, docs/spec.md §7): an
// order's document for its state (a pending transfer's bank details with the GiroCode; a receipt for
// a paid order; a notice that nothing is to be paid for a cancelled or expired one, docs/spec.md §2
// Wallet), a withdrawal confirmation and a statement of a period. Each reads only the signed-in member's own rows (another member's label
// answers 404 like an unknown one).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { __, attributeName } from '../../lang/translate.ts';
import { currentLocale } from '../../lang/locale.ts';
import { nextDay, zonedDay } from '../../time-zone.ts';
import { findOrder, toOrder } from './repository-orders.ts';
import { findWithdrawal, toWithdrawal } from './repository-withdrawals.ts';
import { bankDetailsOf } from './money-routes.ts';
import { bankDetailsPdf, orderDocumentPdf, statementPdf, withdrawalPdf, type PdfContext } from './pdfs.ts';
import { buildStatement } from './statement.ts';

const walletRead = requireAuth({ abilities: ['wallet:read'] });
const missing = (model: string, label: string) =>
  notFound(`No query results for model [App\\Models\\${model}] ${label}`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest statement: a year and a month (a calendar year is 366 days at most). */
export const STATEMENT_MAX_DAYS = 400;

/** In the language on the member's screen (the request's) and the club's time zone (docs/spec.md §9). */
export function pdfContext(c: AppContext): PdfContext {
  const user = c.get('user');
  return {
    clubName: c.var.deps.config.appName,
    member: { name: user.name, email: user.email },
    language: currentLocale(),
    timeZone: c.var.deps.config.timeZone,
    now: c.var.deps.clock.now(),
  };
}

const pdfAnswer = (c: AppContext, name: string, pdf: Buffer) => c.json({ name, data: pdf.toString('base64') });

/** A YYYY-MM-DD query value that is a real date, or the field's message. */
function day(value: string | undefined, field: string, errors: Record<string, string[]>): string | null {
  if (value === undefined || value === '') return null;
  const at = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
    errors[field] = [__('The :attribute must be a date like 2026-01-31.', { attribute: attributeName(field) })];
    return null;
  }
  return value;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** An order's document for its state: the bank details of a pending transfer, else a receipt or a notice. */
async function orderPdf(c: AppContext, label: string) {
  const { db } = c.var.deps;
  const row = findOrder(db, c.get('user').id, label, toTimestamp(c.var.deps.clock.now()));
  if (!row) throw missing('Order', label);
  if (row.status === 'pending') {
    if (row.payment_method !== 'bank_transfer')
      throw new ValidationError({ order: [__('Only a paid order has a receipt.')] });
    const details = await bankDetailsOf(c, label);
    return pdfAnswer(
      c,
      `${row.label}-bank-details`,
      await bankDetailsPdf(pdfContext(c), { ...details, epc_payload: details.epc_payload! }),
    );
  }
  return pdfAnswer(c, row.label, await orderDocumentPdf(pdfContext(c), toOrder(db, row)));
}

export function walletPdfRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/wallet/orders/:label/bank-details/pdf', walletRead, (c) => orderPdf(c, c.req.param('label') ?? ''));

  app.get('/wallet/orders/:label/pdf', walletRead, (c) => orderPdf(c, c.req.param('label') ?? ''));

  app.get('/wallet/withdrawals/:label/pdf', walletRead, async (c) => {
    const label = c.req.param('label') ?? '';
    const row = findWithdrawal(c.var.deps.db, c.get('user').id, label);
    if (!row) throw missing('Withdrawal', label);
    return pdfAnswer(c, row.label, await withdrawalPdf(pdfContext(c), toWithdrawal(c.var.deps.db, row)));
  });

  // Calendar days in the club's time zone, both included; by default this month up to today.
  app.get('/wallet/statement/pdf', walletRead, async (c) => {
    const { db, clock, config } = c.var.deps;
    const errors: Record<string, string[]> = {};
    const today = zonedDay(clock.now(), config.timeZone);
    const from = day(c.req.query('from'), 'from', errors) ?? `${today.slice(0, 8)}01`;
    const to = day(c.req.query('to'), 'to', errors) ?? today;
    if (Object.keys(errors).length === 0 && to < from)
      errors.to = [__('The end of the period must not be before its start.')];
    else if (Object.keys(errors).length === 0 && daysBetween(from, nextDay(to)) > STATEMENT_MAX_DAYS)
      errors.to = [__('A statement covers at most :days days.', { days: STATEMENT_MAX_DAYS })];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const statement = buildStatement(db, c.get('user').id, { from, to, timeZone: config.timeZone });
    return pdfAnswer(c, `statement-${from}-${to}`, await statementPdf(pdfContext(c), statement));
  });

  return app;
}
