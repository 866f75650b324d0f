// Deposits as bank-transfer orders: a pending order with a unique reference, the club's
// bank details with the EPC GiroCode text, expiry after the configured days, `club order:paid`
// crediting the wallet, notifying the member and sending the WalletUpdated cue.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../../server/cli/commands.ts';
import { findWalletByUser, ledgerBalanceCents } from '../../../../server/ledger/repository.ts';
import { epcPayload } from '../../../../server/modules/wallet/epc-qr.ts';
import { WALLET_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { createWorld } from '../../helpers.ts';

const BANK_ENV = {
  CLUB_BANK_RECIPIENT: 'CSC Grünthal e.V.',
  CLUB_BANK_IBAN: 'DE02 1203 0000 0000 2020 51',
  CLUB_BANK_BIC: 'BYLADEM1001',
  CLUB_BANK_NAME: 'DKB',
};

async function depositWorld(env: Record<string, string> = {}) {
  const w = createWorld({ env: { ...BANK_ENV, ...env } });
  const member = await w.createUser({ name: 'Mia Member' });
  const token = w.tokenFor(member);
  const deposit = (amount: unknown, headers: Record<string, string> = {}) =>
    w.call('POST', '/api/wallet/deposits', { token, body: { amount }, headers });
  return { w, member, token, deposit };
}
const quiet = { out: () => {}, err: () => {} };

describe('POST wallet/deposits', () => {
  it('creates a pending deposit order with a unique transfer reference and an expiry date', async () => {
    const { deposit } = await depositWorld({ WALLET_ORDER_EXPIRY_DAYS: '7' });
    const first = await deposit('50');
    const second = await deposit('50');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'pending',
      purpose: 'deposit',
      total_cents: 5000,
      payment_method: 'bank_transfer',
      expires_at: '2026-01-08T10:00:00.000000Z',
    });
    expect(first.body.bank_reference).toMatch(/^CLUB-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(second.body.bank_reference).not.toBe(first.body.bank_reference);
  });

  it.each([
    ['zero', 0, 'The amount must be greater than zero.'],
    ['below the minimum', '9.99', 'The amount must be at least €10.00.'],
    ['over the limit', '1000.01', 'The amount may not be more than €1,000.00.'],
    ['fractional cents', 10.001, 'The amount cannot contain fractions of a cent.'],
    ['non-numeric', 'abc', 'The amount must be a number of euros, e.g. 25.50.'],
  ])('refuses a %s amount with 422 on amount', async (_name, amount, message) => {
    const { deposit } = await depositWorld();
    const res = await deposit(amount);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ amount: [message] });
  });

  it('takes its limits from the configuration', async () => {
    const { deposit, w, token } = await depositWorld({
      WALLET_DEPOSIT_MIN_CENTS: '500',
      WALLET_DEPOSIT_MAX_CENTS: '2000',
    });
    expect((await deposit('5')).status).toBe(201);
    expect((await deposit('20.01')).status).toBe(422);
    expect((await w.call('GET', '/api/wallet/limits', { token })).body).toMatchObject({
      deposit_min_cents: 500,
      deposit_max_cents: 2000,
    });
  });

  it('creates one order for a retried POST with the same Idempotency-Key', async () => {
    const { w, member, deposit } = await depositWorld();
    const first = await deposit('25', { 'Idempotency-Key': 'dep-1' });
    const again = await deposit('25', { 'Idempotency-Key': 'dep-1' });
    expect(again.body).toEqual(first.body);
    expect(
      (w.db.prepare('SELECT COUNT(*) AS n FROM wallet_orders WHERE user_id = ?').get(member.id) as { n: number }).n,
    ).toBe(1);
    expect((await deposit('26', { 'Idempotency-Key': 'dep-1' })).status).toBe(422);
  });
});

describe('GET wallet/orders/{label}/bank-details', () => {
  it("answers the club's recipient, IBAN, BIC, bank, the amount, the reference and the EPC GiroCode text", async () => {
    const { w, token, deposit } = await depositWorld();
    const order = (await deposit('12.50')).body;
    const res = await w.call('GET', `/api/wallet/orders/${order.label}/bank-details`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      recipient: 'CSC Grünthal e.V.',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bank_name: 'DKB',
      amount_cents: 1250,
      reference: order.bank_reference,
    });
    expect(res.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.body.epc_payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'CSC Grünthal e.V.',
      'DE02120300000000202051',
      'EUR12.50',
      '',
      '',
      order.bank_reference,
    ]);
  });

  it("answers 404 for another member's order", async () => {
    const { w, deposit } = await depositWorld();
    const order = (await deposit('12.50')).body;
    const other = w.tokenFor(await w.createUser());
    expect((await w.call('GET', `/api/wallet/orders/${order.label}/bank-details`, { token: other })).status).toBe(404);
    expect((await w.call('GET', `/api/wallet/orders/${order.label}/bank-details/pdf`, { token: other })).status).toBe(
      404,
    );
    expect((await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token: other })).status).toBe(404);
  });
});

describe('epcPayload', () => {
  it('writes whole cents without floating point and cuts the recipient at 70 characters', () => {
    const text = epcPayload({
      bic: 'B',
      recipient: 'x'.repeat(80),
      iban: 'I',
      amountCents: 1_000_000_07,
      reference: 'R',
    });
    expect(text.split('\n')[5]).toHaveLength(70);
    expect(text.split('\n')[7]).toBe('EUR1000000.07');
  });
});

describe('order states', () => {
  it('expires a pending order after the configured days', async () => {
    const { w, member, deposit } = await depositWorld({ WALLET_ORDER_EXPIRY_DAYS: '3' });
    const order = (await deposit('20')).body;
    w.clock.advance(3 * 86_400_000 - 1000);
    expect((await w.call('GET', `/api/wallet/orders/${order.label}`, { token: w.tokenFor(member) })).body.status).toBe(
      'pending',
    );
    w.clock.advance(1000);
    expect((await w.call('GET', `/api/wallet/orders/${order.label}`, { token: w.tokenFor(member) })).body.status).toBe(
      'expired',
    );
    expect(await runCommand(w.app.deps, ['order:paid', order.label], quiet)).toBe(1);
  });

  it('reads an order past its expiry as expired for every reader, and no read writes to the database', async () => {
    const { w, member, deposit } = await depositWorld({ WALLET_ORDER_EXPIRY_DAYS: '3' });
    const order = (await deposit('20')).body;
    w.clock.advance(3 * 86_400_000);
    const token = w.tokenFor(member); // a session lasts 12 hours at most
    await w.call('GET', '/api/user', { token }); // the token's first use is recorded; reads after it write nothing
    const changes = () => (w.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const before = changes();
    const reads = await Promise.all([
      w.call('GET', `/api/wallet/orders/${order.label}`, { token }),
      w.call('GET', '/api/wallet/orders', { token }),
      w.call('GET', `/api/wallet/orders/${order.label}/bank-details`, { token }),
    ]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reads[0]!.body.status).toBe('expired');
    expect(reads[1]!.body.data[0]).toMatchObject({ label: order.label, status: 'expired' });
    expect(reads[2]!.body.order.status).toBe('expired');
    expect(changes()).toBe(before);
    expect((await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token })).status).toBe(422);
    expect(await runCommand(w.app.deps, ['order:paid', order.label], quiet)).toBe(1);
    expect(findWalletByUser(w.db, member.id)?.balance_cents ?? 0).toBe(0);
  });

  it("cancels a pending order at the member's request, and only a pending one", async () => {
    const { w, token, deposit } = await depositWorld();
    const order = (await deposit('20')).body;
    expect((await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token })).body.status).toBe('cancelled');
    expect((await w.call('POST', `/api/wallet/orders/${order.label}/cancel`, { token })).status).toBe(422);
  });
});

describe('club order:paid', () => {
  it('marks the order paid, credits the wallet in one booking, notifies the member and broadcasts WalletUpdated on their private channel', async () => {
    const { w, member, token, deposit } = await depositWorld();
    const order = (await deposit('40')).body;
    const lines: string[] = [];
    expect(
      await runCommand(w.app.deps, ['order:paid', order.label], {
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
      }),
    ).toBe(0);
    const paid = (await w.call('GET', `/api/wallet/orders/${order.label}`, { token })).body;
    expect(paid.status).toBe('paid');
    expect(paid.transaction_label).toMatch(/^TX-/);
    const wallet = findWalletByUser(w.db, member.id)!;
    expect(wallet.balance_cents).toBe(4000);
    expect(ledgerBalanceCents(w.db, wallet.id)).toBe(4000);
    expect(
      w.broadcasts.some(
        (b) => b.event === WALLET_UPDATED_EVENT && b.channels.includes(`private-App.Models.User.${member.id}`),
      ),
    ).toBe(true);
    const notice = w.broadcasts.find((b) => b.event.endsWith('BroadcastNotificationCreated'))!;
    expect(notice.payload.title).toBe('Deposit received');
  });

  it('credits once: a second order:paid is refused', async () => {
    const { w, member, deposit } = await depositWorld();
    const order = (await deposit('40')).body;
    await runCommand(w.app.deps, ['order:paid', order.label], quiet);
    expect(await runCommand(w.app.deps, ['order:paid', order.label], quiet)).toBe(1);
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(4000);
  });

  it('notifies a German member in German', async () => {
    const w = createWorld({ env: BANK_ENV });
    const member = await w.createUser({ language: 'de' });
    const order = (await w.call('POST', '/api/wallet/deposits', { token: w.tokenFor(member), body: { amount: '40' } }))
      .body;
    await runCommand(w.app.deps, ['order:paid', order.label], quiet);
    const notice = w.broadcasts.find((b) => b.event.endsWith('BroadcastNotificationCreated'))!;
    expect(notice.payload.title).toBe('Einzahlung eingegangen');
    expect(notice.payload.description).toBe(
      `Deine Überweisung für die Bestellung ${order.label} ist eingegangen und in deinem Guthaben.`,
    );
  });

  it('names the order in its notification, never the amount (the bell shows on the club website)', async () => {
    const { w, deposit } = await depositWorld();
    const order = (await deposit('40')).body;
    await runCommand(w.app.deps, ['order:paid', order.label], quiet);
    const notice = w.broadcasts.find((b) => b.event.endsWith('BroadcastNotificationCreated'))!;
    expect(notice.payload.description).toContain(order.label);
    expect(JSON.stringify(notice.payload)).not.toMatch(/40[.,]00|€/);
  });

  it('finds the order by the bank reference the transfer carries, and names member and amount', async () => {
    const { w, member, deposit } = await depositWorld();
    const order = (await deposit('40')).body;
    const out: string[] = [];
    const code = await runCommand(w.app.deps, ['order:paid', order.bank_reference.toLowerCase()], {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    });
    expect(code).toBe(0);
    expect(out).toEqual([
      `Order ${order.label} (${order.bank_reference}) is paid: €40.00 credited to Mia Member <${member.email}>.`,
    ]);
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(4000);
  });

  it('books what arrived with --amount when the transfer differs from the order', async () => {
    const { w, member, token, deposit } = await depositWorld();
    const order = (await deposit('40')).body;
    const out: string[] = [];
    expect(
      await runCommand(w.app.deps, ['order:paid', order.label, '--amount', '35,50'], {
        out: (l) => out.push(l),
        err: (l) => out.push(l),
      }),
    ).toBe(0);
    expect(out[0]).toContain('is paid: €35.50 (the order was for €40.00) credited to Mia Member');
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(3550);
    expect((await w.call('GET', `/api/wallet/orders/${order.label}`, { token })).body).toMatchObject({
      status: 'paid',
      total_cents: 4000,
      paid_cents: 3550,
    });
    expect(await runCommand(w.app.deps, ['order:paid', order.label, '--amount', '-5'], quiet)).toBe(2);
  });

  it('books money that arrived for an expired or cancelled deposit order only with --late', async () => {
    const { w, member, token, deposit } = await depositWorld({ WALLET_ORDER_EXPIRY_DAYS: '3' });
    const cancelled = (await deposit('20')).body;
    await w.call('POST', `/api/wallet/orders/${cancelled.label}/cancel`, { token });
    const err: string[] = [];
    expect(
      await runCommand(w.app.deps, ['order:paid', cancelled.label], { out: () => {}, err: (l) => err.push(l) }),
    ).toBe(1);
    expect(err).toEqual([`${cancelled.label} is cancelled, not pending.`]);
    expect(await runCommand(w.app.deps, ['order:paid', cancelled.label, '--late'], quiet)).toBe(0);
    expect(findWalletByUser(w.db, member.id)!.balance_cents).toBe(2000);
    expect(await runCommand(w.app.deps, ['order:paid', cancelled.label, '--late'], quiet)).toBe(1);
  });
});
