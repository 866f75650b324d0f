// docs/spec.md §10 "Treasury", membership fees: the job runner charges a member on the due day (not
// before, once), from the wallet or under a SEPA mandate (pain.008); a wallet that cannot pay is
// listed and the member told; the member sees plan, next due day and charges; staff writes audited.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { nextDueAfter } from '../../../../server/modules/wallet/fee-plans.ts';
import { chargeDueFees } from '../../../../server/modules/wallet/fees.ts';
import { createWorld, type CallOptions } from '../../helpers.ts';

async function feesWorld() {
  const w = createWorld();
  w.clock.set('2026-03-01T09:00:00Z');
  const treasurer = await w.createUser({ email: 'treasurer@club.test' });
  grantRole(w.app.deps, { id: null, label: 'seed', via: 'cli' }, treasurer.id, 'treasurer');
  const member = await w.createUser({ email: 'mia@club.test', name: 'Mia Member', language: 'de' });
  // fresh tokens for each call: the tests move the clock by days, past a session's idle end
  const token = () => w.tokenFor(treasurer);
  const memberToken = () => w.tokenFor(member);
  async function write(method: string, path: string, opts: CallOptions = {}) {
    const before = countAuditEntries(w.db);
    const res = await w.call(method, path, { token: token(), ...opts });
    expect(countAuditEntries(w.db) - before, `${method} ${path} ${res.status}`).toBe(res.status < 300 ? 1 : 0);
    return res;
  }
  const topUp = (cents: number) =>
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: cents,
      status: 'completed',
      description: 'Top up',
      now: toTimestamp(w.clock.now()),
    });
  const balance = () => findWalletByUser(w.db, member.id)?.balance_cents ?? 0;
  const plan = (
    await write('POST', '/api/club/fee-plans', { body: { name: 'Monthly', amount_cents: 2_000, interval: 'month' } })
  ).body;
  return { w, member, token, memberToken, write, topUp, balance, plan };
}

describe('fee plans', () => {
  it('move the due day one interval on, the 31st to the last day of a shorter month.', () => {
    expect(nextDueAfter('2026-01-31', 'month')).toBe('2026-02-28');
    expect(nextDueAfter('2026-03-15', 'quarter')).toBe('2026-06-15');
    expect(nextDueAfter('2026-03-15', 'year')).toBe('2027-03-15');
  });

  it('answer 422 for a plan without a name, with a zero amount or an unknown interval.', async () => {
    const { write } = await feesWorld();
    const res = await write('POST', '/api/club/fee-plans', { body: { amount_cents: 0, interval: 'week' } });
    expect([res.status, Object.keys(res.body.errors).sort()]).toEqual([422, ['amount_cents', 'interval', 'name']]);
  });
});

describe('charging fees', () => {
  it('charges the wallet on the due day, not before, and once; the member sees plan, next due day and the charge.', async () => {
    const { w, member, memberToken, write, topUp, balance, plan } = await feesWorld();
    topUp(5_000);
    await write('PUT', `/api/club/members/${member.id}/fee-plan`, {
      body: { plan_id: plan.id, first_due: '2026-03-02' },
    });
    expect(await chargeDueFees(w.app.deps)).toEqual([]);
    w.clock.set('2026-03-02T07:00:00Z');
    const made = await chargeDueFees(w.app.deps);
    expect(made.map((c) => [c.due_on, c.status])).toEqual([['2026-03-02', 'charged']]);
    expect(await chargeDueFees(w.app.deps)).toEqual([]);
    expect(balance()).toBe(3_000);
    const mine = await w.call('GET', '/api/wallet/fees', { token: memberToken() });
    expect(mine.body).toMatchObject({
      plan: { name: 'Monthly', amount_cents: 2_000, interval: 'month' },
      next_due: '2026-04-02',
      charges: [{ due_on: '2026-03-02', amount_cents: 2_000, status: 'charged', plan: 'Monthly' }],
    });
    const ledger = await w.call('GET', '/api/wallet/transactions', { token: memberToken() });
    expect(ledger.body.data[0]).toMatchObject({ type: 'fee', amount_cents: -2_000 });
  });

  it('lists a member whose wallet cannot pay and tells them, without the amount; a retry after topping up charges.', async () => {
    const { w, member, token, write, topUp, balance, plan } = await feesWorld();
    await write('PUT', `/api/club/members/${member.id}/fee-plan`, {
      body: { plan_id: plan.id, first_due: '2026-03-01' },
    });
    const run = await write('POST', '/api/club/fees/run');
    expect(run.body).toEqual({ charged: 0, insufficient: 1, collecting: 0 });
    const unpaid = await w.call('GET', '/api/club/fee-charges?status=insufficient', { token: token() });
    expect(unpaid.body.map((c: { member: { email: string } }) => c.member.email)).toEqual(['mia@club.test']);
    const note = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${member.id}` && b.payload.title);
    expect(note?.payload).toMatchObject({
      title: 'Mitgliedsbeitrag nicht bezahlt',
      url: '/financial/fees',
      description:
        'Dein Mitgliedsbeitrag, fällig am 2026-03-01, konnte nicht von deinem Guthaben abgebucht werden. Bitte lade es auf.',
    });
    topUp(2_500);
    const retried = await write('POST', `/api/club/fee-charges/${unpaid.body[0].id}/retry`);
    expect(retried.body.status).toBe('charged');
    expect(balance()).toBe(500);
    expect((await write('POST', `/api/club/fee-charges/${unpaid.body[0].id}/retry`)).status).toBe(422);
  });

  it('collects under the member’s mandate in a pain.008 file: first collection FRST, the next RCUR.', async () => {
    const { w, member, token, memberToken, write, plan, balance } = await feesWorld();
    const refused = await w.call('POST', '/api/wallet/fees/mandate', {
      token: memberToken(),
      body: { holder: 'Mia Member', iban: 'DE89370400440532013000' },
    });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['consent']]);
    const given = await w.call('POST', '/api/wallet/fees/mandate', {
      token: memberToken(),
      body: { holder: 'Mia Member', iban: 'DE89 3704 0044 0532 0130 00', consent: true },
    });
    expect([given.status, given.body.mandate.iban, given.body.mandate.signed_on]).toEqual([
      201,
      'DE89370400440532013000',
      '2026-03-01',
    ]);
    await write('PUT', `/api/club/members/${member.id}/fee-plan`, {
      body: { plan_id: plan.id, first_due: '2026-03-01' },
    });
    expect((await write('POST', '/api/club/fees/run')).body).toEqual({ charged: 0, insufficient: 0, collecting: 1 });
    expect(balance()).toBe(0);
    const first = await write('POST', '/api/club/direct-debits');
    const file = await w.call('GET', `/api/club/direct-debits/${first.body.label}/file`, { token: w.tokenFor(member) });
    expect(file.status).toBe(403);
    const xml = (await w.call('GET', `/api/club/direct-debits/${first.body.label}/file`, { token: token() })).body
      .content;
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain(`<MndtId>${given.body.mandate.reference}</MndtId>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">20.00</InstdAmt>');
    w.clock.set('2026-04-01T08:00:00Z');
    await write('POST', '/api/club/fees/run');
    const second = await write('POST', '/api/club/direct-debits');
    const next = (await w.call('GET', `/api/club/direct-debits/${second.body.label}/file`, { token: token() })).body
      .content;
    expect(next).toContain('<SeqTp>RCUR</SeqTp>');
  });

  it('refuses a mandate in ghost mode and an IBAN that is not one.', async () => {
    const { w, member, memberToken } = await feesWorld();
    const bad = await w.call('POST', '/api/wallet/fees/mandate', {
      token: memberToken(),
      body: { holder: 'Mia', iban: 'DE00123', consent: true },
    });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['iban']]);
    const { createAccessToken } = await import('../../../../server/auth/tokens.ts');
    const ghost = createAccessToken(w.app.deps, member, {
      name: 'g',
      abilities: ['*', 'ghost'],
      lifetimeMinutes: 60,
      idleMinutes: 30,
    });
    const res = await w.call('POST', '/api/wallet/fees/mandate', {
      token: ghost.plainTextToken,
      body: { holder: 'Mia', iban: 'DE89370400440532013000', consent: true },
    });
    expect(res.status).toBe(403);
  });
});
