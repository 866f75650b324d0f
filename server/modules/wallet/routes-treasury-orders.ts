// The treasury's orders and a member's ledger (docs/spec.md §10 "Treasury"), for staff: list, mark
// paid, cancel (treasury-orders.ts), and the member's wallet transactions page by page.
import type { Hono } from 'hono';
import { clubTreasury, type StaffOrder } from '../../../src/shared/contract/club-treasury.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { findWalletByUser, WALLET_CURRENCY } from '../../ledger/repository.ts';
import { countTransactions, listTransactions } from './repository.ts';
import { actorOf, moneyRefusal, nowOf, pathOf, TREASURY_PER_PAGE } from './routes-treasury-shared.ts';
import { listStaffOrders, staffCancelOrder, staffMarkOrderPaid, type StaffOrderRow } from './treasury-orders.ts';

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

/** One staff order as the list shows it (after a change). */
function orderByLabel(c: AppContext, label: string): StaffOrder {
  const found = listStaffOrders(c.var.deps.db, { search: label }, { limit: 50, offset: 0 }, nowOf(c)).items.find(
    (row) => row.label === label,
  );
  return staffOrder(found!);
}

export function addOrderRoutes(app: Hono<AppEnv>): void {
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
}
