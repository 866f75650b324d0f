// A pending order's pay-by date (docs/spec.md §4 "Money and quota"): the member is told three days
// before it expires and when it expired, each once (overlapping sweeps included), in their language,
// naming the order and its date but never an amount (notification previews).
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { createDepositOrder } from '../../../../server/modules/wallet/money-repository.ts';
import { remindOfExpiringOrders } from '../../../../server/modules/wallet/order-expiry.ts';
import { createWorld } from '../../helpers.ts';

const DAY = 86_400_000;

async function orderWorld(language: 'en' | 'de' = 'en') {
  const w = createWorld();
  const member = await w.createUser({ email: 'mia@club.test', name: 'Mia Member', language });
  const order = createDepositOrder(w.db, {
    userId: member.id,
    amountCents: 4_321,
    expiryDays: 14,
    now: w.clock.now(),
    toTimestamp,
  });
  const notices = async () =>
    (await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(member) })).body.data as {
      data: { title: string; description: string; url: string };
    }[];
  return { w, member, order, notices };
}

describe('notices about an order’s pay-by date', () => {
  it('tells the member three days before, once, without an amount', async () => {
    const { w, order, notices } = await orderWorld();
    w.clock.advance(10 * DAY);
    expect(await remindOfExpiringOrders(w.app.deps)).toEqual({ soon: 0, expired: 0 });
    w.clock.advance(1 * DAY + 60_000);
    const [first, second] = await Promise.all([remindOfExpiringOrders(w.app.deps), remindOfExpiringOrders(w.app.deps)]);
    expect(first.soon + second.soon).toBe(1);
    const [notice] = await notices();
    expect(notice!.data.title).toBe(`Order ${order.label} expires soon`);
    expect(notice!.data.description).toMatch(
      new RegExp(`^Please pay order ${order.label} by \\d+ \\w+ 2026, or it expires\\.$`),
    );
    expect(notice!.data.url).toBe(`/financial/order/${order.label}`);
    expect(JSON.stringify(notice)).not.toMatch(/43[.,]21|4321/);
    expect(await remindOfExpiringOrders(w.app.deps)).toEqual({ soon: 0, expired: 0 });
  });

  it('tells the member in German when it expired unpaid, once', async () => {
    const { w, order, notices } = await orderWorld('de');
    w.clock.advance(14 * DAY + 60_000);
    expect(await remindOfExpiringOrders(w.app.deps)).toEqual({ soon: 0, expired: 1 });
    expect(await remindOfExpiringOrders(w.app.deps)).toEqual({ soon: 0, expired: 0 });
    const titles = (await notices()).map((n) => n.data.title);
    expect(titles).toEqual([`Bestellung ${order.label} abgelaufen`]);
  });

  it('says nothing about a paid or cancelled order', async () => {
    const { w, member, order } = await orderWorld();
    await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token: w.tokenFor(member) });
    w.clock.advance(14 * DAY + 60_000);
    expect(await remindOfExpiringOrders(w.app.deps)).toEqual({ soon: 0, expired: 0 });
  });
});
