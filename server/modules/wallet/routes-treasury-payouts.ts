// The treasury's withdrawals and payout batches (docs/spec.md §10 "Treasury"), for staff: approve or
// reject a withdrawal, export the approved ones as a pain.001 batch and mark it processed
// (treasury-payouts.ts).
import type { Hono } from 'hono';
import { clubTreasury, type StaffWithdrawal } from '../../../src/shared/contract/club-treasury.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { actorOf, moneyRefusal, pathOf, TREASURY_PER_PAGE } from './routes-treasury-shared.ts';
import {
  approveWithdrawal,
  exportPayoutBatch,
  findPayoutBatch,
  listPayoutBatches,
  listStaffWithdrawals,
  processPayoutBatch,
  rejectWithdrawal,
  stageOf,
  type PayoutBatchRow,
  type StaffWithdrawalRow,
} from './treasury-payouts.ts';

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

export function addPayoutRoutes(app: Hono<AppEnv>): void {
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
}
