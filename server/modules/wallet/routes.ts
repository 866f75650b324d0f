// The member's wallet: summary, transactions (with a PDF receipt), orders and withdrawals.
// Read-only in this slice; every label is looked up within the signed-in member's own rows, so
// another member's label answers 404 like an unknown one (no existence oracle).
import { Hono } from 'hono';
import { wallet, type TransactionType } from '../../../src/shared/contract/wallet.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { input } from '../../http/input.ts';
import { transactionReceiptPdf } from './pdfs.ts';
import { pdfContext } from './pdf-routes.ts';
import { toTimestamp } from '../../clock.ts';
import { countTransactions, listTransactions, toTransaction, toTransactions, walletSummary } from './repository.ts';
import { findTransaction, findWalletByUser, WALLET_CURRENCY } from '../../ledger/repository.ts';
import { countOrders, findOrder, listOrders, toOrder } from './repository-orders.ts';
import { countWithdrawals, findWithdrawal, listWithdrawals, toWithdrawal } from './repository-withdrawals.ts';

export const TRANSACTIONS_PER_PAGE = 15;
export const ORDERS_PER_PAGE = 15;
export const WITHDRAWALS_PER_PAGE = 15;

/** Laravel's ModelNotFoundException text. */
const missing = (model: string, label: string) =>
  notFound(`No query results for model [App\\Models\\${model}] ${label}`);

const listPath = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;

function currencyOf(c: AppContext): string {
  return findWalletByUser(c.var.deps.db, c.get('user').id)?.currency ?? WALLET_CURRENCY;
}

function transactionOr404(c: AppContext) {
  const label = c.req.param('label') ?? '';
  const row = findTransaction(c.var.deps.db, c.get('user').id, label);
  if (!row) throw missing('Transaction', label);
  return toTransaction(c.var.deps.db, row, currencyOf(c));
}

/** The wallet routes all read: a session token or an API token with wallet:read. A route that moves
 * money (deposit, withdrawal, order) takes requireAuth() instead: full session only. */
const walletRead = requireAuth({ abilities: ['wallet:read'] });

export function walletRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/wallet', walletRead, (c) => c.json(walletSummary(c.var.deps.db, c.get('user').id)));

  app.get('/wallet/transactions', walletRead, (c) => {
    const { type } = input(c, wallet.transactions).query;
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const filter = (type ?? undefined) as TransactionType | undefined;
    const currency = currencyOf(c);
    const rows = listTransactions(db, userId, TRANSACTIONS_PER_PAGE, (page - 1) * TRANSACTIONS_PER_PAGE, filter);
    return c.json(
      paginate({
        items: toTransactions(db, rows, currency),
        total: countTransactions(db, userId, filter),
        perPage: TRANSACTIONS_PER_PAGE,
        page,
        path: listPath(c),
      }),
    );
  });

  app.get('/wallet/transactions/:label', walletRead, (c) => c.json(transactionOr404(c)));

  app.get('/wallet/transactions/:label/pdf', walletRead, async (c) => {
    const transaction = transactionOr404(c);
    const pdf = await transactionReceiptPdf(pdfContext(c), transaction);
    return c.json({ name: transaction.label, data: pdf.toString('base64') });
  });

  app.get('/wallet/orders', walletRead, (c) => {
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const rows = listOrders(
      db,
      userId,
      ORDERS_PER_PAGE,
      (page - 1) * ORDERS_PER_PAGE,
      toTimestamp(c.var.deps.clock.now()),
    );
    return c.json(
      paginate({
        items: rows.map((row) => toOrder(db, row)),
        total: countOrders(db, userId),
        perPage: ORDERS_PER_PAGE,
        page,
        path: listPath(c),
      }),
    );
  });

  app.get('/wallet/orders/:label', walletRead, (c) => {
    const label = c.req.param('label');
    const row = findOrder(c.var.deps.db, c.get('user').id, label, toTimestamp(c.var.deps.clock.now()));
    if (!row) throw missing('Order', label);
    return c.json(toOrder(c.var.deps.db, row));
  });

  app.get('/wallet/withdrawals', walletRead, (c) => {
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const rows = listWithdrawals(db, userId, WITHDRAWALS_PER_PAGE, (page - 1) * WITHDRAWALS_PER_PAGE);
    return c.json(
      paginate({
        items: rows.map((row) => toWithdrawal(db, row)),
        total: countWithdrawals(db, userId),
        perPage: WITHDRAWALS_PER_PAGE,
        page,
        path: listPath(c),
      }),
    );
  });

  app.get('/wallet/withdrawals/:label', walletRead, (c) => {
    const label = c.req.param('label');
    const row = findWithdrawal(c.var.deps.db, c.get('user').id, label);
    if (!row) throw missing('Withdrawal', label);
    return c.json(toWithdrawal(c.var.deps.db, row));
  });

  return app;
}
