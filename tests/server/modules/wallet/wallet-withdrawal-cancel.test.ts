// A member's withdrawals (docs/spec.md §4 "Money and quota"): the list with their states, and
// cancelling a pending one: its reserved amount is available again at once; only the member's own
// (another member's is 404), only while pending and in no payout batch; a cancel racing the
// treasurer's decision over real HTTP ends in exactly one outcome.
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser, ledgerBalanceCents } from '../../../../server/ledger/repository.ts';
import { ACCEPT, createWorld, PASSWORD, type World } from '../../helpers.ts';
import { serveOverHttp } from './wallet-helpers.ts';

async function memberWithBalance(w: World, email: string, cents: number) {
  const member = await w.createUser({ email, name: 'Mia Member', language: 'en' });
  bookTransaction(w.db, {
    userId: member.id,
    type: 'deposit',
    amountCents: cents,
    status: 'completed',
    description: 'Start',
    now: toTimestamp(w.clock.now()),
  });
  const token = w.tokenFor(member);
  await w.call('POST', '/api/user/confirm-password', { token, body: { password: PASSWORD } });
  const account = (
    await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { holder: 'Mia Member', iban: 'DE89 3704 0044 0532 0130 00' },
    })
  ).body;
  const withdraw = async (amount: string) =>
    (await w.call('POST', '/api/wallet/withdrawals', { token, body: { amount, withdraw_account_id: account.id } }))
      .body as { label: string };
  return { member, token, withdraw };
}

const available = async (w: World, token: string) => (await w.call('GET', '/api/wallet', { token })).body;

describe('GET /api/wallet/withdrawals', () => {
  it("lists the member's own withdrawals with their states, newest first", async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 5_000);
    const other = await memberWithBalance(w, 'ole@club.test', 5_000);
    const first = await mia.withdraw('10.00');
    w.clock.advance(60_000);
    const second = await mia.withdraw('12.50');
    await other.withdraw('7.00');
    await w.call('POST', `/api/wallet/withdrawals/${first.label}/cancel`, { token: mia.token });
    const res = await w.call('GET', '/api/wallet/withdrawals', { token: mia.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(
      res.body.data.map((x: { label: string; status: string; amount_cents: number }) => [
        x.label,
        x.status,
        x.amount_cents,
      ]),
    ).toEqual([
      [second.label, 'pending', 1_250],
      [first.label, 'cancelled', 1_000],
    ]);
  });

  it('answers 401 without a token', async () => {
    const w = createWorld();
    expect((await w.call('GET', '/api/wallet/withdrawals')).status).toBe(401);
  });
});

describe('POST /api/wallet/withdrawals/{label}/cancel', () => {
  it('cancels a pending withdrawal and returns its reserved amount at once', async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 5_000);
    const { label } = await mia.withdraw('20.00');
    const before = await available(w, mia.token);
    const res = await w.call('POST', `/api/wallet/withdrawals/${label}/cancel`, { token: mia.token });
    expect([res.status, res.body.status]).toEqual([200, 'cancelled']);
    const after = await available(w, mia.token);
    expect(after.balance_cents - before.balance_cents).toBe(2_000);
    expect(after.balance_cents).toBe(5_000);
    const wallet = findWalletByUser(w.db, mia.member.id)!;
    expect(ledgerBalanceCents(w.db, wallet.id)).toBe(wallet.balance_cents);
  });

  it("answers 404 for another member's withdrawal and leaves it pending", async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 5_000);
    const ole = await memberWithBalance(w, 'ole@club.test', 5_000);
    const { label } = await mia.withdraw('20.00');
    const res = await w.call('POST', `/api/wallet/withdrawals/${label}/cancel`, { token: ole.token });
    expect(res.status).toBe(404);
    const mine = await w.call('GET', `/api/wallet/withdrawals/${label}`, { token: mia.token });
    expect(mine.body.status).toBe('pending');
  });

  it('refuses a withdrawal no longer pending with 422, in German for a German request', async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 5_000);
    const { label } = await mia.withdraw('20.00');
    await w.call('POST', `/api/wallet/withdrawals/${label}/cancel`, { token: mia.token });
    const again = await w.call('POST', `/api/wallet/withdrawals/${label}/cancel`, {
      token: mia.token,
      headers: { 'Accept-Language': 'de' },
    });
    expect([again.status, again.body.errors.withdrawal]).toEqual([
      422,
      ['Nur eine offene Auszahlung, die noch in keinem Auszahlungslauf ist, kann storniert werden.'],
    ]);
    expect((await available(w, mia.token)).balance_cents).toBe(5_000);
  });

  it('is refused to an API token that may only read the wallet', async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 5_000);
    const { label } = await mia.withdraw('20.00');
    const reader = createAccessToken(w.app.deps, mia.member, {
      name: 'api',
      abilities: ['wallet:read'],
      lifetimeMinutes: 60,
      idleMinutes: null,
    }).plainTextToken;
    const res = await w.call('POST', `/api/wallet/withdrawals/${label}/cancel`, { token: reader });
    expect(res.status).toBe(403);
    expect((await w.call('GET', `/api/wallet/withdrawals/${label}`, { token: mia.token })).body.status).toBe('pending');
  });

  it('racing the treasurer rejecting it over real HTTP, ends in one outcome and returns the amount once', async () => {
    const w = createWorld();
    const mia = await memberWithBalance(w, 'mia@club.test', 10_000);
    const treasurer = await w.createUser({ email: 'kasse@club.test', name: 'Theo Kasse' });
    grantRole(w.app.deps, { id: null, label: 'seed', via: 'cli' }, treasurer.id, 'treasurer');
    const staffToken = w.tokenFor(treasurer);
    const server = await serveOverHttp(w.app);
    try {
      const labels = [];
      for (let i = 0; i < 5; i++) labels.push((await mia.withdraw('10.00')).label);
      const post = (path: string, token: string, body?: unknown) =>
        fetch(`${server.url}/api/${path}`, {
          method: 'POST',
          headers: { Accept: ACCEPT, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((res) => res.status);
      const answers = await Promise.all(
        labels.flatMap((label) => [
          post(`wallet/withdrawals/${label}/cancel`, mia.token),
          post(`club/withdrawals/${label}/reject`, staffToken, { reason: 'Closed account' }),
        ]),
      );
      for (let i = 0; i < labels.length; i++) {
        const [cancel, reject] = [answers[2 * i], answers[2 * i + 1]];
        expect(
          [cancel, reject].filter((status) => status === 200),
          `${labels[i]}: ${cancel} ${reject}`,
        ).toHaveLength(1);
        expect([cancel, reject].filter((status) => status === 422)).toHaveLength(1);
      }
      const wallet = findWalletByUser(w.db, mia.member.id)!;
      expect(wallet.balance_cents).toBe(10_000);
      expect(ledgerBalanceCents(w.db, wallet.id)).toBe(10_000);
      const returned = w.db
        .prepare("SELECT COUNT(*) AS n FROM wallet_transactions WHERE text_key = 'withdrawal_returned'")
        .get() as { n: number };
      expect(returned.n).toBe(5);
    } finally {
      await server.close();
    }
  });
});
