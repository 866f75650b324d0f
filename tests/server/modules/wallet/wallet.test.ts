// GET wallet, wallet/transactions (+ /{label}, /{label}/pdf), wallet/orders (+ /{label}) and
// wallet/withdrawals/{label}, through app.request with the seeded demo wallet.
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { ledgerBalanceCents, findWalletByUser } from '../../../../server/ledger/repository.ts';
import { createWalletWorld } from './wallet-helpers.ts';
import { pdfText } from '../../pdf/pdf-text.ts';

const ROUTES = [
  '/api/wallet',
  '/api/wallet/transactions',
  '/api/wallet/transactions/TX-2025-000001',
  '/api/wallet/transactions/TX-2025-000001/pdf',
  '/api/wallet/orders',
  '/api/wallet/orders/ORD-2025-000001',
  '/api/wallet/withdrawals/WD-2025-000001',
];

describe('wallet routes: authentication', () => {
  it('answer 401 Unauthenticated. without a token.', async () => {
    const w = await createWalletWorld({ appointments: false });
    for (const route of ROUTES) {
      const res = await w.call('GET', route);
      expect([route, res.status, res.body]).toEqual([route, 401, { message: 'Unauthenticated.' }]);
    }
  });

  it('answer 403 to a token without the full ability (a pending login token).', async () => {
    const w = await createWalletWorld({ appointments: false });
    const pending = createAccessToken(w.app.deps, w.demo, {
      name: 'pending',
      abilities: ['verify'],
      lifetimeMinutes: 10,
      idleMinutes: null,
    }).plainTextToken;
    for (const route of ROUTES) expect((await w.call('GET', route, { token: pending })).status).toBe(403);
  });
});

describe('GET wallet', () => {
  it('answers the balance in integer cents, EUR, the pending credits and the 5 newest transactions.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet', { token: w.demoToken });
    expect(res.status).toBe(200);
    const wallet = findWalletByUser(w.db, w.demo.id)!;
    expect(res.body).toMatchObject({ balance_cents: wallet.balance_cents, currency: 'EUR', pending_cents: 10000 });
    expect(Number.isInteger(res.body.balance_cents)).toBe(true);
    const all = (await w.call('GET', '/api/wallet/transactions', { token: w.demoToken })).body.data;
    expect(res.body.recent_transactions).toEqual(all.slice(0, 5));
  });

  it('answers an empty EUR wallet for a member who has none, without creating one.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const fresh = await w.createUser();
    const res = await w.call('GET', '/api/wallet', { token: w.tokenFor(fresh) });
    expect(res.body).toEqual({ balance_cents: 0, currency: 'EUR', pending_cents: 0, recent_transactions: [] });
    expect(findWalletByUser(w.db, fresh.id)).toBeUndefined();
  });

  it('keeps the cached balance equal to the sum of the ledger after the demo seed.', async () => {
    const w = await createWalletWorld();
    const wallet = findWalletByUser(w.db, w.demo.id)!;
    expect(wallet.balance_cents).toBe(ledgerBalanceCents(w.db, wallet.id));
    expect(wallet.balance_cents).toBeGreaterThan(0);
  });
});

describe('GET wallet/transactions', () => {
  it('answers a LengthAwarePaginator of 15 per page, newest first.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/wallet/transactions', { token: w.demoToken });
    expect(res.status).toBe(200);
    const path = 'http://club.test/api/wallet/transactions';
    expect(res.body).toMatchObject({
      current_page: 1,
      from: 1,
      to: 15,
      per_page: 15,
      total: 25,
      last_page: 2,
      path,
      first_page_url: `${path}?page=1`,
      last_page_url: `${path}?page=2`,
      next_page_url: `${path}?page=2`,
      prev_page_url: null,
    });
    expect(res.body.data).toHaveLength(15);
    const times = res.body.data.map((t: { created_at: string }) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.links.map((l: { label: string }) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      'Next &raquo;',
    ]);
  });

  it('answers the rest on page 2 and an empty page past the end.', async () => {
    const w = await createWalletWorld();
    const page2 = (await w.call('GET', '/api/wallet/transactions?page=2', { token: w.demoToken })).body;
    expect(page2).toMatchObject({ current_page: 2, from: 16, to: 25, next_page_url: null });
    expect(page2.data).toHaveLength(10);
    const page3 = (await w.call('GET', '/api/wallet/transactions?page=3', { token: w.demoToken })).body;
    expect(page3).toMatchObject({ current_page: 3, from: null, to: null, data: [] });
  });

  it('filters by type and answers 422 for an unknown type.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const fees = (await w.call('GET', '/api/wallet/transactions?type=fee', { token: w.demoToken })).body;
    expect(fees.total).toBe(6);
    expect(
      fees.data.every((t: { type: string; amount_cents: number }) => t.type === 'fee' && t.amount_cents === -1500),
    ).toBe(true);
    const bad = await w.call('GET', '/api/wallet/transactions?type=gift', { token: w.demoToken });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The selected type is invalid.',
      errors: { type: ['The selected type is invalid.'] },
    });
  });

  it('chains balance_after: each counted entry is the previous balance plus its amount.', async () => {
    const w = await createWalletWorld();
    const rows = [
      ...(await w.call('GET', '/api/wallet/transactions', { token: w.demoToken })).body.data,
      ...(await w.call('GET', '/api/wallet/transactions?page=2', { token: w.demoToken })).body.data,
    ].reverse() as { amount_cents: number; balance_after_cents: number | null; status: string }[];
    let balance = 0;
    for (const row of rows) {
      if (row.balance_after_cents === null) {
        expect(row.status).toBe('pending');
        continue;
      }
      balance += row.amount_cents;
      expect(row.balance_after_cents).toBe(balance);
    }
    expect(balance).toBe((await w.call('GET', '/api/wallet', { token: w.demoToken })).body.balance_cents);
  });

  it("shows only the member's own transactions.", async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/wallet/transactions', { token: w.otherToken });
    expect(res.body.total).toBe(0);
  });
});

describe('GET wallet/transactions/{label}', () => {
  it('answers one transaction of the member.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/transactions/TX-2025-000001', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      label: 'TX-2025-000001',
      type: 'deposit',
      amount_cents: 20000,
      balance_after_cents: 20000,
      currency: 'EUR',
      status: 'completed',
      reference: null,
    });
  });

  it("answers 404 for another member's label, as for an unknown one.", async () => {
    const w = await createWalletWorld({ appointments: false });
    const theirs = await w.call('GET', '/api/wallet/transactions/TX-2025-000001', { token: w.otherToken });
    const unknown = await w.call('GET', '/api/wallet/transactions/TX-2099-999999', { token: w.otherToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'No query results for model [App\\Models\\Transaction] TX-2025-000001' });
    expect(unknown.status).toBe(404);
    expect((await w.call('GET', '/api/wallet/transactions/TX-2025-000001/pdf', { token: w.otherToken })).status).toBe(
      404,
    );
  });
});

describe('GET wallet/transactions/{label}/pdf', () => {
  it('answers {name, data} with the label as name and a valid base64 PDF receipt as data.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/transactions/TX-2025-000002/pdf', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'name']);
    expect(res.body.name).toBe('TX-2025-000002');
    const bytes = Buffer.from(res.body.data, 'base64');
    expect(bytes.toString('base64')).toBe(res.body.data);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('TX-2025-000002');
    expect(text).toContain('Demo Member <demo@club.test>');
  });
});

describe('GET wallet/orders', () => {
  it('answers a paginator with orders of every status, newest first.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/orders', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_page: 1,
      per_page: 15,
      total: 9,
      path: 'http://club.test/api/wallet/orders',
    });
    expect(new Set(res.body.data.map((o: { status: string }) => o.status))).toEqual(
      new Set(['pending', 'paid', 'cancelled', 'completed']),
    );
  });

  it('gives each order the sum of its lines as total, and a bank reference only to bank transfer orders.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const { data } = (await w.call('GET', '/api/wallet/orders', { token: w.demoToken })).body;
    for (const order of data) {
      expect(order.total_cents).toBe(
        order.items.reduce((sum: number, item: { total_cents: number }) => sum + item.total_cents, 0),
      );
      for (const item of order.items) expect(item.total_cents).toBe(item.quantity * item.unit_price_cents);
      if (order.payment_method === 'bank_transfer')
        expect(order.bank_reference).toMatch(/^CLUB-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      else expect(order.bank_reference).toBeNull();
    }
  });
});

describe('GET wallet/orders/{label}', () => {
  it('answers a wallet-paid order with the label of the debit that paid it.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const order = (await w.call('GET', '/api/wallet/orders/ORD-2025-000001', { token: w.demoToken })).body;
    expect(order).toMatchObject({
      label: 'ORD-2025-000001',
      status: 'completed',
      payment_method: 'wallet',
      total_cents: 2940,
    });
    const debit = (await w.call('GET', `/api/wallet/transactions/${order.transaction_label}`, { token: w.demoToken }))
      .body;
    expect(debit).toMatchObject({
      type: 'order',
      amount_cents: -2940,
      reference: { type: 'order', label: 'ORD-2025-000001' },
    });
  });

  it("answers 404 for another member's order.", async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/orders/ORD-2025-000001', { token: w.otherToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\Order] ORD-2025-000001' });
  });
});

describe('GET wallet/withdrawals/{label}', () => {
  it('answers the withdrawal with its account and the debit that reserved it.', async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/withdrawals/WD-2025-000002', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      label: 'WD-2025-000002',
      amount_cents: 2500,
      currency: 'EUR',
      status: 'pending',
      account: { holder: 'Demo Member', iban: 'DE89370400440532013000' },
    });
    const debit = (
      await w.call('GET', `/api/wallet/transactions/${res.body.transaction_label}`, { token: w.demoToken })
    ).body;
    expect(debit).toMatchObject({
      type: 'withdrawal',
      amount_cents: -2500,
      status: 'pending',
      reference: { type: 'withdrawal', label: 'WD-2025-000002' },
    });
  });

  it("answers 404 for another member's withdrawal.", async () => {
    const w = await createWalletWorld({ appointments: false });
    const res = await w.call('GET', '/api/wallet/withdrawals/WD-2025-000002', { token: w.otherToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\Withdrawal] WD-2025-000002' });
  });
});
