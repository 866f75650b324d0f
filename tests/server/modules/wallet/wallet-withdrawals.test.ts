// Withdraw accounts and withdrawals: IBANs checked by ibantools, a pending withdrawal
// reserves its amount, nothing is booked above the available balance (also under 50 parallel
// requests over real HTTP), Idempotency-Key replays, the club's process/reject commands.
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser, ledgerBalanceCents } from '../../../../server/ledger/repository.ts';
import { grantPermission } from '../../../../server/auth/repository-users.ts';
import { WALLET_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { ACCEPT, createWorld, PASSWORD, type World } from '../../helpers.ts';
import { serveOverHttp } from './wallet-helpers.ts';

const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

async function memberWithBalance(cents: number, w: World = createWorld()) {
  const member = await w.createUser({ name: 'Mia Member', language: 'en' });
  const now = toTimestamp(w.clock.now());
  if (cents > 0)
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: cents,
      status: 'completed',
      description: 'Start',
      now,
    });
  const token = w.tokenFor(member);
  // adding a payout account needs a fresh confirmation (docs/threats.md T27)
  await w.call('POST', '/api/user/confirm-password', { token, body: { password: PASSWORD } });
  const account = (
    await w.call('POST', '/api/wallet/withdraw-accounts', { token, body: { holder: 'Mia Member', iban: VALID_IBAN } })
  ).body;
  return { w, member, token, account };
}

const balance = (w: World, userId: number) => findWalletByUser(w.db, userId)!.balance_cents;
const io = () => {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
};

describe('withdraw accounts', () => {
  it('saves an account with a valid IBAN in electronic format, the first one as default', async () => {
    const { account } = await memberWithBalance(0);
    expect(account).toMatchObject({ holder: 'Mia Member', iban: 'DE89370400440532013000', is_default: true });
  });

  it('refuses an IBAN with a wrong checksum with 422 on iban', async () => {
    const { w, token } = await memberWithBalance(0);
    const res = await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { holder: 'Mia', iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.iban).toEqual(['The IBAN is not valid. Please check it against your bank statement.']);
  });

  it('refuses a missing holder and a malformed IBAN together, in German for a German request', async () => {
    const { w, token } = await memberWithBalance(0);
    const res = await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { iban: 'hello' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['holder', 'iban']);
    expect(res.body.errors.iban[0]).toBe('Die IBAN ist ungültig. Bitte vergleiche sie mit deinem Kontoauszug.');
  });

  it('refuses a holder with a NUL, a right-to-left override or HTML with 422 on holder, saving nothing', async () => {
    const { w, token } = await memberWithBalance(0);
    for (const holder of ['Mia\u0000Member', 'Mia \u202eрebmeM', '<b>Mia</b> Member']) {
      const res = await w.call('POST', '/api/wallet/withdraw-accounts', {
        token,
        body: { holder, iban: 'GB82 WEST 1234 5698 7654 32' },
      });
      expect([res.status, Object.keys(res.body.errors)]).toEqual([422, ['holder']]);
    }
    expect((await w.call('GET', '/api/wallet/withdraw-accounts', { token })).body.data).toHaveLength(1);
  });

  it('saves an IBAN once: the same account again, also typed with spaces, is 422 on iban', async () => {
    const { w, token } = await memberWithBalance(0);
    const res = await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { holder: 'Mia Member', iban: 'de89370400440532013000' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.iban).toEqual(['This account is already saved.']);
    expect((await w.call('GET', '/api/wallet/withdraw-accounts', { token })).body.data).toHaveLength(1);
  });

  it('pays out only to the SEPA area: a valid Turkish IBAN is 422 on iban (docs/spec.md §4 "Money and quota")', async () => {
    const { w, token } = await memberWithBalance(0);
    const res = await w.call('POST', '/api/wallet/withdraw-accounts', {
      token,
      body: { holder: 'Mia Member', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.iban).toEqual([
      'Auszahlungen gehen nur auf Konten im SEPA-Raum (EU, EWR, Schweiz, Vereinigtes Königreich).',
    ]);
  });

  it('marks another account as default and removes one; another member cannot touch them (404)', async () => {
    const { w, token, account } = await memberWithBalance(0);
    const second = (
      await w.call('POST', '/api/wallet/withdraw-accounts', {
        token,
        body: { holder: 'Mia M', iban: 'GB82 WEST 1234 5698 7654 32' },
      })
    ).body;
    expect(second.is_default).toBe(false);
    const other = w.tokenFor(await w.createUser());
    expect((await w.call('POST', `/api/wallet/withdraw-accounts/${second.id}/default`, { token: other })).status).toBe(
      404,
    );
    expect((await w.call('DELETE', `/api/wallet/withdraw-accounts/${account.id}`, { token: other })).status).toBe(404);
    const list = (await w.call('POST', `/api/wallet/withdraw-accounts/${second.id}/default`, { token })).body.data;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [account.id, false],
    ]);
    expect((await w.call('DELETE', `/api/wallet/withdraw-accounts/${second.id}`, { token })).status).toBe(204);
    expect((await w.call('GET', '/api/wallet/withdraw-accounts', { token })).body.data).toEqual([
      { ...account, is_default: true },
    ]);
  });
});

describe('POST wallet/withdrawals', () => {
  it('books a pending withdrawal that reserves its amount at once', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const res = await w.call('POST', '/api/wallet/withdrawals', {
      token,
      body: { amount: '25.50', withdraw_account_id: account.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount_cents: 2550,
      status: 'pending',
      reason: null,
      account: { id: account.id },
    });
    expect(balance(w, member.id)).toBe(7450);
    expect(
      w.broadcasts.some(
        (b) => b.event === WALLET_UPDATED_EVENT && b.channels[0] === `private-App.Models.User.${member.id}`,
      ),
    ).toBe(true);
  });

  it('refuses a withdrawal above the available balance with a clear message, and books nothing', async () => {
    const { w, member, token, account } = await memberWithBalance(5_000);
    await w.call('POST', '/api/wallet/withdrawals', { token, body: { amount: '20', withdraw_account_id: account.id } });
    const res = await w.call('POST', '/api/wallet/withdrawals', {
      token,
      body: { amount: '40', withdraw_account_id: account.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual([
      'You can withdraw at most €30.00: your available balance (pending withdrawals are already taken out).',
    ]);
    expect(balance(w, member.id)).toBe(3_000);
    expect(
      (w.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?').get(member.id) as { n: number }).n,
    ).toBe(1);
  });

  it.each([
    ['zero', '0', 'The amount must be greater than zero.'],
    ['negative', '-5', 'The amount must be greater than zero.'],
    ['fractional cents', '10.005', 'The amount cannot contain fractions of a cent.'],
    ['non-numeric', 'ten euros', 'The amount must be a number of euros, e.g. 25.50.'],
    ['over the limit', '5000.01', 'The amount may not be more than €5,000.00.'],
    ['missing', undefined, 'The amount field is required.'],
  ])('refuses a %s amount with 422 on amount', async (_name, amount, message) => {
    const { w, token, account } = await memberWithBalance(1_000_000);
    const res = await w.call('POST', '/api/wallet/withdrawals', {
      token,
      body: { amount, withdraw_account_id: account.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ amount: [message] });
  });

  it("refuses an unknown account and another member's account with 422 on withdraw_account_id", async () => {
    const { w, token } = await memberWithBalance(10_000);
    const other = await memberWithBalance(10_000, w);
    for (const id of [999_999, other.account.id, 'abc']) {
      const res = await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '5', withdraw_account_id: id },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.withdraw_account_id).toEqual(['The selected withdrawal account is invalid.']);
    }
  });

  it('books 50 parallel withdrawals against a balance that covers 3 exactly 3 times, and the entries sum to the balance', async () => {
    const { w, member, token, account } = await memberWithBalance(3_000);
    const server = await serveOverHttp(w.app);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${server.url}/api/wallet/withdrawals`, {
            method: 'POST',
            headers: { Accept: ACCEPT, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ amount: '10.00', withdraw_account_id: account.id }),
          }).then((res) => res.status),
        ),
      );
      expect(answers.filter((status) => status === 201)).toHaveLength(3);
      expect(answers.filter((status) => status === 422)).toHaveLength(47);
    } finally {
      await server.close();
    }
    const wallet = findWalletByUser(w.db, member.id)!;
    expect(wallet.balance_cents).toBe(0);
    expect(ledgerBalanceCents(w.db, wallet.id)).toBe(wallet.balance_cents);
  });

  it('moves money once for a retried POST with the same Idempotency-Key and answers the first answer again', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const send = (key: string, amount: string) =>
      w.call('POST', '/api/wallet/withdrawals', {
        token,
        headers: { 'Idempotency-Key': key },
        body: { amount, withdraw_account_id: account.id },
      });
    const first = await send('retry-1', '10');
    const again = await send('retry-1', '10');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(balance(w, member.id)).toBe(9_000);
  });

  it('answers a retry with its first answer even after its withdraw account was removed: the key is looked up before the input is checked', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const send = () =>
      w.call('POST', '/api/wallet/withdrawals', {
        token,
        headers: { 'Idempotency-Key': 'lost-answer' },
        body: { amount: '10', withdraw_account_id: account.id },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await w.call('DELETE', `/api/wallet/withdraw-accounts/${account.id}`, { token })).status).toBe(204);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(balance(w, member.id)).toBe(9_000);
  });

  it('takes the same body with its keys in another order as the same request (canonical JSON)', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const send = (raw: string) =>
      w.call('POST', '/api/wallet/withdrawals', { token, headers: { 'Idempotency-Key': 'k-order' }, raw });
    const first = await send(JSON.stringify({ amount: '10', withdraw_account_id: account.id }));
    const again = await send(JSON.stringify({ withdraw_account_id: account.id, amount: '10' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(balance(w, member.id)).toBe(9_000);
  });

  it('refuses the same Idempotency-Key with another body with 422, moving nothing', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const send = (amount: string) =>
      w.call('POST', '/api/wallet/withdrawals', {
        token,
        headers: { 'Idempotency-Key': 'k-2' },
        body: { amount, withdraw_account_id: account.id },
      });
    await send('10');
    const res = await send('20');
    expect(res.status).toBe(422);
    expect(res.body.errors.idempotency_key).toEqual(['This Idempotency-Key was already used for another request.']);
    expect(balance(w, member.id)).toBe(9_000);
  });

  it('answers 401 without a token, 403 to an API token and 403 in ghost mode', async () => {
    const { w, member, account } = await memberWithBalance(10_000);
    const body = { amount: '5', withdraw_account_id: account.id };
    expect((await w.call('POST', '/api/wallet/withdrawals', { body })).status).toBe(401);
    const apiToken = createAccessToken(w.app.deps, member, {
      name: 'api',
      abilities: ['wallet:read'],
      lifetimeMinutes: 60,
      idleMinutes: null,
    }).plainTextToken;
    expect((await w.call('POST', '/api/wallet/withdrawals', { token: apiToken, body })).status).toBe(403);
    const staff = await w.createUser({ email: 'staff@club.test' });
    grantPermission(w.db, staff.id, 'ghost-mode', toTimestamp(w.clock.now()));
    const ghost = (await w.call('POST', '/api/ghost-mode', { token: w.tokenFor(staff), body: { email: member.email } }))
      .body.access_token;
    const res = await w.call('POST', '/api/wallet/withdrawals', { token: ghost, body });
    expect(res.status).toBe(403);
    // One rule for every write of a ghost session (server/auth/ghost.ts).
    expect(res.body.message).toBe('Ghost mode is read-only: leave ghost mode to make changes.');
    expect(balance(w, member.id)).toBe(10_000);
  });
});

describe("another member's withdrawal", () => {
  it('answers 404 for its detail and its PDF, like an unknown label', async () => {
    const { w, token, account } = await memberWithBalance(10_000);
    const { label } = (
      await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '10', withdraw_account_id: account.id },
      })
    ).body;
    const other = w.tokenFor(await w.createUser());
    expect((await w.call('GET', `/api/wallet/withdrawals/${label}`, { token: other })).status).toBe(404);
    expect((await w.call('GET', `/api/wallet/withdrawals/${label}/pdf`, { token: other })).status).toBe(404);
  });
});

describe('club withdrawal:process and withdrawal:reject', () => {
  it('processes a pending withdrawal: the reserved debit is booked and the member is notified', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const { label } = (
      await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '10', withdraw_account_id: account.id },
      })
    ).body;
    const out = io();
    expect(await runCommand(w.app.deps, ['withdrawal:process', label], out.io)).toBe(0);
    const res = await w.call('GET', `/api/wallet/withdrawals/${label}`, { token });
    expect(res.body.status).toBe('processed');
    expect(balance(w, member.id)).toBe(9_000);
    const notice = w.db
      .prepare('SELECT data FROM notifications WHERE notifiable_id = ? ORDER BY rowid DESC')
      .get(member.id) as { data: string };
    expect(JSON.parse(notice.data).title).toBe('Withdrawal paid out');
    expect(notice.data).toContain(label);
    expect(notice.data).not.toMatch(/10[.,]00|€/); // the bell also shows on the club website
  });

  it('rejects a pending withdrawal with a reason: its amount is available again', async () => {
    const { w, member, token, account } = await memberWithBalance(10_000);
    const { label } = (
      await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '10', withdraw_account_id: account.id },
      })
    ).body;
    expect(await runCommand(w.app.deps, ['withdrawal:reject', label, '--reason', 'Account closed'], io().io)).toBe(0);
    const res = await w.call('GET', `/api/wallet/withdrawals/${label}`, { token });
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'Account closed' });
    expect(balance(w, member.id)).toBe(10_000);
    expect(ledgerBalanceCents(w.db, findWalletByUser(w.db, member.id)!.id)).toBe(10_000);
  });

  it('refuses to settle a withdrawal twice, and asks for --reason when rejecting', async () => {
    const { w, token, account } = await memberWithBalance(10_000);
    const { label } = (
      await w.call('POST', '/api/wallet/withdrawals', {
        token,
        body: { amount: '10', withdraw_account_id: account.id },
      })
    ).body;
    expect(await runCommand(w.app.deps, ['withdrawal:reject', label], io().io)).toBe(2);
    expect(await runCommand(w.app.deps, ['withdrawal:process', label], io().io)).toBe(0);
    const out = io();
    expect(await runCommand(w.app.deps, ['withdrawal:process', label], out.io)).toBe(1);
    expect(out.lines.join('\n')).toContain('not pending');
  });

  it('prints its help with --help', async () => {
    const out = io();
    expect(await runCommand(createWorld().app.deps, ['withdrawal:reject', '--help'], out.io)).toBe(0);
    expect(out.lines.join('\n')).toContain('--reason');
  });
});
