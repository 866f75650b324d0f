// The Growing module's demo data: strains, demo's handover history leaving part of the month's quota,
// young@club.test under 21, and demo's paid and pending deposit orders.
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../../server/db/seed.ts';
import { findUserByEmail } from '../../../../server/auth/repository-users.ts';
import { createWorld } from '../../helpers.ts';

async function seeded() {
  const w = createWorld();
  w.clock.set('2026-01-20T10:00:00Z');
  await seedDatabase(w.app.deps);
  const token = (email: string) => w.tokenFor(findUserByEmail(w.db, email)!);
  return { w, token };
}

describe('growing and wallet demo data', () => {
  it("leaves demo@club.test part of this month's quota and all of today's", async () => {
    const { w, token } = await seeded();
    const quota = (await w.call('GET', '/api/growing/quota', { token: token('demo@club.test') })).body;
    expect(quota).toMatchObject({
      under_21: false,
      day: { used_grams: 0, limit_grams: 25 },
      month: { used_grams: 20, limit_grams: 50 },
    });
    expect(
      (await w.call('GET', '/api/growing/handovers', { token: token('demo@club.test') })).body.data.length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      (await w.call('GET', '/api/growing/strains', { token: token('demo@club.test') })).body.data.length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has young@club.test under 21, with 30 g a month and strains over 10 % THC not allowed', async () => {
    const { w, token } = await seeded();
    const young = token('young@club.test');
    expect((await w.call('GET', '/api/growing/quota', { token: young })).body).toMatchObject({
      under_21: true,
      max_thc_percent: 10,
      month: { limit_grams: 30 },
    });
    const strains = (await w.call('GET', '/api/growing/strains', { token: young })).body.data as {
      thc_percent: number;
      allowed: boolean;
    }[];
    expect(strains.every((s) => s.allowed === s.thc_percent <= 10)).toBe(true);
    expect((await w.call('GET', '/api/wallet', { token: young })).body.balance_cents).toBeGreaterThan(0);
  });

  it('gives demo@club.test a paid and a pending deposit order', async () => {
    const { w, token } = await seeded();
    const orders = (await w.call('GET', '/api/wallet/orders', { token: token('demo@club.test') })).body.data as {
      purpose: string;
      status: string;
    }[];
    const deposits = orders
      .filter((o) => o.purpose === 'deposit')
      .map((o) => o.status)
      .sort();
    expect(deposits).toEqual(['paid', 'pending']);
  });
});
