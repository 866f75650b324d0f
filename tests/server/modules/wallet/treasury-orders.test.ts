// docs/spec.md §10 "Treasury": the treasurer lists and filters every member's orders, marks a
// bank-transfer order paid with the bank's reference (once), and cancels a pending one.
import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../../../server/audit/audit-log.ts';
import { countAuditEntries, listAuditEntries } from '../../../../server/audit/repository.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { createDepositOrder, MoneyError } from '../../../../server/modules/wallet/money-repository.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import {
  listStaffOrders,
  staffCancelOrder,
  staffMarkOrderPaid,
} from '../../../../server/modules/wallet/treasury-orders.ts';
import { createWorld } from '../../helpers.ts';

const treasurer: AuditActor = { id: null, label: 'cli:treasurer', via: 'cli' };

async function world() {
  const w = createWorld();
  const member = await w.createUser({ name: 'Jörg Müller', email: 'joerg@club.test' });
  const other = await w.createUser({ name: 'Olga Other' });
  const order = (userId: number, cents: number) =>
    createDepositOrder(w.db, { userId, amountCents: cents, expiryDays: 14, now: w.clock.now(), toTimestamp });
  return { w, member, first: order(member.id, 2_000), second: order(other.id, 3_000) };
}

describe('the treasurer’s orders', () => {
  it('marks a deposit order paid with the bank reference: the wallet is credited once and the member told.', async () => {
    const { w, member, first } = await world();
    const paid = await staffMarkOrderPaid(w.app.deps, treasurer, first.label, 'BANK-4711');
    expect([paid.status, paid.paid_reference]).toEqual(['paid', 'BANK-4711']);
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(2_000);
    await expect(staffMarkOrderPaid(w.app.deps, treasurer, first.label, 'BANK-4711')).rejects.toBeInstanceOf(
      MoneyError,
    );
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(2_000);
    expect(w.broadcasts.map((b) => b.event)).toContain('App\\Events\\StaffAreaUpdated');
  });

  it('cancels a pending order with a reason, and refuses to cancel a paid one.', async () => {
    const { w, first, second } = await world();
    const cancelled = await staffCancelOrder(w.app.deps, treasurer, first.label, 'Member asked');
    expect([cancelled.status]).toEqual(['cancelled']);
    await staffMarkOrderPaid(w.app.deps, treasurer, second.label, null);
    await expect(staffCancelOrder(w.app.deps, treasurer, second.label, 'x')).rejects.toMatchObject({
      code: 'not_pending',
    });
  });

  it('lists orders filtered by status and by a search over member and reference.', async () => {
    const { w, first, second } = await world();
    await staffMarkOrderPaid(w.app.deps, treasurer, second.label, null);
    const now = toTimestamp(w.clock.now());
    const labels = (filter: Parameters<typeof listStaffOrders>[1]) =>
      listStaffOrders(w.db, filter, { limit: 10, offset: 0 }, now).items.map((o) => o.label);
    expect(labels({ status: 'pending' })).toEqual([first.label]);
    expect(labels({ search: 'müller' })).toEqual([first.label]);
    expect(labels({ search: first.bank_reference!.slice(5) })).toEqual([first.label]);
    expect(labels({ status: 'paid', purpose: 'deposit' })).toEqual([second.label]);
  });

  it('leaves one audit entry per mark-paid and per cancel, naming the order and both states.', async () => {
    const { w, first, second } = await world();
    await staffMarkOrderPaid(w.app.deps, treasurer, first.label, 'R-1');
    await staffCancelOrder(w.app.deps, treasurer, second.label, 'Duplicate');
    expect(countAuditEntries(w.db)).toBe(2);
    const [cancel, paid] = listAuditEntries(w.db, {}, { limit: 5, offset: 0 }).items;
    expect([paid!.action, paid!.subject_id, JSON.parse(paid!.before!).status, JSON.parse(paid!.after!).status]).toEqual(
      ['order.paid', first.label, 'pending', 'paid'],
    );
    expect(JSON.parse(cancel!.after!)).toMatchObject({ status: 'cancelled', reason: 'Duplicate' });
  });
});
