// docs/spec.md §10 "Treasury" through the staff routes: orders marked paid once (also by two staff at
// the same time), cancelled with a reason, a member's ledger, statements imported and booked once
// (also when the same file is imported twice in parallel), withdrawals approved and paid out in a
// pain.001 batch. Every staff write leaves exactly one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import {
  addWithdrawAccount,
  createDepositOrder,
  requestWithdrawal,
} from '../../../../server/modules/wallet/money-repository.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { camt053 } from '../../../support/camt053.ts';
import { xsdProblems } from '../../../support/xsd-validate.ts';
import { createWorld, type CallOptions } from '../../helpers.ts';

const seed = { id: null, label: 'seed', via: 'cli' } as const;

async function treasuryWorld() {
  const w = createWorld();
  const treasurer = await w.createUser({ email: 'treasurer@club.test' });
  grantRole(w.app.deps, seed, treasurer.id, 'treasurer');
  const second = await w.createUser({ email: 'board@club.test' });
  grantRole(w.app.deps, seed, second.id, 'board');
  const member = await w.createUser({ name: 'Jörg Müller', email: 'joerg@club.test' });
  const token = w.tokenFor(treasurer);
  const order = (cents: number) =>
    createDepositOrder(w.db, {
      userId: member.id,
      amountCents: cents,
      expiryDays: 14,
      now: w.clock.now(),
      toTimestamp,
    });
  /** A staff write: exactly one audit entry when it succeeds, none when refused. */
  async function write(method: string, path: string, opts: CallOptions = {}) {
    const before = countAuditEntries(w.db);
    const res = await w.call(method, path, { token, ...opts });
    expect(countAuditEntries(w.db) - before, `${method} ${path} ${res.status}`).toBe(res.status < 300 ? 1 : 0);
    return res;
  }
  const balance = () => findWalletByUser(w.db, member.id)?.balance_cents ?? 0;
  return { w, treasurer, second, member, token, order, write, balance };
}

describe('orders', () => {
  it('are listed and filtered by status and search.', async () => {
    const { w, token, order } = await treasuryWorld();
    const first = order(1000);
    order(2000);
    const res = await w.call('GET', `/api/club/orders?status=pending&search=${first.bank_reference}`, { token });
    expect(res.body.data.map((o: { label: string }) => o.label)).toEqual([first.label]);
    expect(res.body.data[0]).toMatchObject({ member: { name: 'Jörg Müller' }, status: 'pending', total_cents: 1000 });
    const bad = await w.call('GET', '/api/club/orders?status=lost', { token });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['status']]);
  });

  it('is marked paid with the bank reference once: the wallet is credited once, the second answer is 422.', async () => {
    const { order, write, balance } = await treasuryWorld();
    const o = order(2500);
    const paid = await write('POST', `/api/club/orders/${o.label}/paid`, { body: { reference: 'BANK-1' } });
    expect([paid.status, paid.body.status, paid.body.paid_reference]).toEqual([200, 'paid', 'BANK-1']);
    const again = await write('POST', `/api/club/orders/${o.label}/paid`, { body: {} });
    expect([again.status, again.body.errors]).toEqual([422, { order: ['This order is not awaiting payment.'] }]);
    expect(balance()).toBe(2500);
    expect((await write('POST', '/api/club/orders/ORD-2026-999999/paid', { body: {} })).status).toBe(404);
  });

  it("paid, links the member's notification to the order in the portal (docs/spec.md §4).", async () => {
    const { w, member, order, write } = await treasuryWorld();
    const o = order(2500);
    await write('POST', `/api/club/orders/${o.label}/paid`, { body: { reference: 'BANK-1' } });
    const note = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${member.id}` && b.payload.title);
    expect(note?.payload.url).toBe(`/financial/order/${o.label}`);
  });

  it('marked paid by two staff at the same time is booked once.', async () => {
    const { w, second, token, order, balance } = await treasuryWorld();
    const o = order(4000);
    const server = await w.listen();
    try {
      const results = await Promise.all(
        [token, w.tokenFor(second)].map((t) =>
          server.request('POST', `/api/club/orders/${o.label}/paid`, { token: t, body: {} }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    } finally {
      await server.close();
    }
    expect(balance()).toBe(4000);
    expect(countAuditEntries(w.db)).toBe(2 + 1); // the two role grants of the world, one payment
  });

  it('is cancelled with a reason; a missing reason is a 422 in the request language.', async () => {
    const { order, write } = await treasuryWorld();
    const o = order(1000);
    const missing = await write('POST', `/api/club/orders/${o.label}/cancel`, {
      body: {},
      headers: { 'Accept-Language': 'de' },
    });
    expect([missing.status, missing.body.errors]).toEqual([422, { reason: ['Grund ist erforderlich.'] }]);
    const done = await write('POST', `/api/club/orders/${o.label}/cancel`, { body: { reason: 'Duplicate' } });
    expect([done.status, done.body.status, done.body.cancel_reason]).toEqual([200, 'cancelled', 'Duplicate']);
  });
});

describe("a member's ledger", () => {
  it('shows the balance and the entries, newest first.', async () => {
    const { w, token, member, order, write } = await treasuryWorld();
    await write('POST', `/api/club/orders/${order(1500).label}/paid`, { body: {} });
    const res = await w.call('GET', `/api/club/members/${member.id}/ledger`, { token });
    expect([res.body.member.email, res.body.balance_cents, res.body.transactions.total]).toEqual([
      'joerg@club.test',
      1500,
      1,
    ]);
    expect(res.body.transactions.data[0]).toMatchObject({
      type: 'deposit',
      amount_cents: 1500,
      balance_after_cents: 1500,
    });
    expect((await w.call('GET', '/api/club/members/424242/ledger', { token })).status).toBe(404);
  });
});

describe('bank statement import', () => {
  it('matches exact, short and unknown transfers and books only the exact one; the same file again books nothing.', async () => {
    const { w, token, order, write, balance } = await treasuryWorld();
    const exact = order(5000);
    const short = order(8000);
    const file = camt053([
      { amount: '50.00', remittance: `Einzahlung ${exact.bank_reference}` },
      { amount: '60.00', remittance: `Einzahlung ${short.bank_reference}` },
      { amount: '20.00', remittance: 'CLUB-ZZZZ-ZZZZ' },
    ]);
    const imported = await write('POST', '/api/club/bank-imports', {
      body: { file_name: 'januar.xml', content: file },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.entries.map((e: { match: string }) => e.match)).toEqual(['matched', 'short', 'unknown']);
    const booked = await write('POST', `/api/club/bank-imports/${imported.body.id}/book`);
    expect([booked.status, booked.body.booked]).toEqual([200, [exact.label]]);
    expect(balance()).toBe(5000);
    const again = await write('POST', '/api/club/bank-imports', { body: { file_name: 'januar.xml', content: file } });
    expect(again.body.entries.map((e: { match: string; booked: boolean }) => [e.match, e.booked])).toEqual([
      ['not_pending', true],
      ['short', false],
      ['unknown', false],
    ]);
    expect((await write('POST', `/api/club/bank-imports/${again.body.id}/book`)).body.booked).toEqual([]);
    expect(balance()).toBe(5000);
    expect(
      (await w.call('GET', '/api/club/bank-imports', { token })).body.map((i: { status: string }) => i.status),
    ).toEqual(['booked', 'booked']);
  });

  it('imported twice in parallel and booked twice in parallel books once.', async () => {
    const { w, token, order, balance } = await treasuryWorld();
    const exact = order(5000);
    const file = camt053([{ amount: '50.00', remittance: exact.bank_reference! }]);
    const server = await w.listen();
    try {
      const imports = await Promise.all(
        [1, 2].map(() =>
          server.request('POST', '/api/club/bank-imports', { token, body: { file_name: 'a.xml', content: file } }),
        ),
      );
      expect(imports.map((r) => r.status)).toEqual([201, 201]);
      const books = await Promise.all(
        imports.map((r) => server.request('POST', `/api/club/bank-imports/${r.body.id}/book`, { token })),
      );
      expect(books.flatMap((r) => r.body.booked)).toEqual([exact.label]);
    } finally {
      await server.close();
    }
    expect(balance()).toBe(5000);
  });

  it('answers 422 on the file for one that is not a statement, and for a booked import.', async () => {
    const { order, write } = await treasuryWorld();
    const bad = await write('POST', '/api/club/bank-imports', { body: { file_name: 'x.xml', content: '<a><b></a>' } });
    expect([bad.status, bad.body.errors]).toEqual([422, { content: ['The file is not well-formed XML.'] }]);
    const empty = await write('POST', '/api/club/bank-imports', { body: { file_name: 'x.csv' } });
    expect([empty.status, Object.keys(empty.body.errors)]).toEqual([422, ['content']]);
    const ok = await write('POST', '/api/club/bank-imports', {
      body: { file_name: 'a.xml', content: camt053([{ amount: '1.00', remittance: order(100).bank_reference! }]) },
    });
    await write('POST', `/api/club/bank-imports/${ok.body.id}/book`);
    expect((await write('POST', `/api/club/bank-imports/${ok.body.id}/book`)).status).toBe(422);
  });
});

describe('payouts', () => {
  async function withWithdrawals() {
    const world = await treasuryWorld();
    const { w } = world;
    const now = toTimestamp(w.clock.now());
    const request = async (name: string, iban: string, cents: number) => {
      const member = await w.createUser({ name });
      bookTransaction(w.db, {
        userId: member.id,
        type: 'deposit',
        amountCents: 10_000,
        status: 'completed',
        description: 'x',
        now,
      });
      const account = addWithdrawAccount(w.db, { userId: member.id, holder: name, iban, now });
      return requestWithdrawal(w.db, { userId: member.id, accountId: account.id, amountCents: cents, now });
    };
    return {
      ...world,
      a: await request('Lena Schmidt', 'DE89370400440532013000', 1_250),
      b: await request('Jonas Weber', 'DE75512108001245126199', 3_000),
    };
  }

  it('approving two withdrawals yields one pain.001 file holding both that validates against its schema.', async () => {
    const { w, token, a, b, write } = await withWithdrawals();
    expect((await write('POST', `/api/club/withdrawals/${a.label}/approve`)).body.stage).toBe('approved');
    await write('POST', `/api/club/withdrawals/${b.label}/approve`);
    const batch = await write('POST', '/api/club/payout-batches');
    expect([batch.status, batch.body.count, batch.body.total_cents]).toEqual([201, 2, 4_250]);
    const file = await w.call('GET', `/api/club/payout-batches/${batch.body.label}/file`, { token });
    expect(file.body.file_name).toBe(`${batch.body.label}.xml`);
    expect(await xsdProblems(file.body.content, 'pain.001.001.09.xsd')).toEqual([]);
    expect([...file.body.content.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1])).toEqual([
      a.label,
      b.label,
    ]);
    const processed = await write('POST', `/api/club/payout-batches/${batch.body.label}/processed`);
    expect(processed.body.status).toBe('processed');
    const list = await w.call('GET', '/api/club/withdrawals?stage=processed', { token });
    expect(list.body.data.map((row: { label: string }) => row.label).sort()).toEqual([a.label, b.label].sort());
  });

  it('rejects a withdrawal with a reason, refuses an empty batch and a second processing.', async () => {
    const { a, write } = await withWithdrawals();
    const rejected = await write('POST', `/api/club/withdrawals/${a.label}/reject`, {
      body: { reason: 'IBAN closed' },
    });
    expect([rejected.body.stage, rejected.body.reason]).toEqual(['rejected', 'IBAN closed']);
    const empty = await write('POST', '/api/club/payout-batches');
    expect([empty.status, empty.body.errors]).toEqual([
      422,
      { batch: ['No approved withdrawal is waiting for a payout.'] },
    ]);
    expect((await write('POST', `/api/club/withdrawals/${a.label}/approve`)).status).toBe(422);
  });
});
