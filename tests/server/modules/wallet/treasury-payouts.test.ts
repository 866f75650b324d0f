// docs/spec.md §10 "Treasury": the treasurer approves or rejects withdrawals; the approved ones go out
// as one SEPA credit-transfer file (pain.001.001.09) and are booked when the batch is processed.
import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../../../server/audit/audit-log.ts';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { addWithdrawAccount, requestWithdrawal } from '../../../../server/modules/wallet/money-repository.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import {
  approveWithdrawal,
  exportPayoutBatch,
  findStaffWithdrawal,
  PayoutError,
  processPayoutBatch,
  rejectWithdrawal,
  stageOf,
} from '../../../../server/modules/wallet/treasury-payouts.ts';
import { xsdProblems } from '../../../support/xsd-validate.ts';
import { createWorld } from '../../helpers.ts';

const treasurer: AuditActor = { id: null, label: 'cli:treasurer', via: 'cli' };

async function worldWithWithdrawals() {
  const w = createWorld();
  const now = toTimestamp(w.clock.now());
  const withdrawal = async (name: string, iban: string, cents: number) => {
    const member = await w.createUser({ name });
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: 10_000,
      status: 'completed',
      description: 'Start',
      now,
    });
    const account = addWithdrawAccount(w.db, { userId: member.id, holder: name, iban, now });
    return {
      member,
      row: requestWithdrawal(w.db, { userId: member.id, accountId: account.id, amountCents: cents, now }),
    };
  };
  return {
    w,
    lena: await withdrawal('Lena Schmidt', 'DE89370400440532013000', 2_500),
    jorg: await withdrawal('Jörg Müller', 'DE75512108001245126199', 4_000),
  };
}

const balance = (w: ReturnType<typeof createWorld>, userId: number) => findWalletByUser(w.db, userId)!.balance_cents;
const stage = (w: ReturnType<typeof createWorld>, label: string) => stageOf(findStaffWithdrawal(w.db, label)!);

describe('payouts', () => {
  it('export two approved withdrawals as one pain.001 file that validates against its schema and holds both.', async () => {
    const { w, lena, jorg } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    await approveWithdrawal(w.app.deps, treasurer, jorg.row.label);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    expect(await xsdProblems(batch.xml, 'pain.001.001.09.xsd')).toEqual([]);
    expect([batch.count, batch.total_cents]).toEqual([2, 6_500]);
    expect(batch.xml).toContain('<CtrlSum>65.00</CtrlSum>');
    for (const [label, iban, amount, name] of [
      [lena.row.label, 'DE89370400440532013000', '25.00', 'Lena Schmidt'],
      [jorg.row.label, 'DE75512108001245126199', '40.00', 'Joerg Mueller'],
    ])
      expect(batch.xml).toMatch(
        new RegExp(
          `<EndToEndId>${label}</EndToEndId>.*<InstdAmt Ccy="EUR">${amount}</InstdAmt>.*<Nm>${name}</Nm>.*<IBAN>${iban}</IBAN>`,
        ),
      );
    expect([stage(w, lena.row.label), stage(w, jorg.row.label)]).toEqual(['batched', 'batched']);
  });

  it('the schema refuses a file that breaks it (the check can fail).', async () => {
    const { w, lena } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    expect(await xsdProblems(batch.xml.replace('Ccy="EUR"', 'Ccy="USD"'), 'pain.001.001.09.xsd')).not.toEqual([]);
    expect(await xsdProblems(batch.xml.replace(/<IBAN>DE89/, '<IBAN>de89'), 'pain.001.001.09.xsd')).not.toEqual([]);
  });

  it('book every withdrawal of a batch when it is processed, and tell each member.', async () => {
    const { w, lena, jorg } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    await approveWithdrawal(w.app.deps, treasurer, jorg.row.label);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    await processPayoutBatch(w.app.deps, treasurer, batch.label);
    expect([stage(w, lena.row.label), stage(w, jorg.row.label)]).toEqual(['processed', 'processed']);
    expect([balance(w, lena.member.id), balance(w, jorg.member.id)]).toEqual([7_500, 6_000]);
    await expect(processPayoutBatch(w.app.deps, treasurer, batch.label)).rejects.toThrow(PayoutError);
  });

  it("link each member's notification to their withdrawal in the portal (docs/spec.md §4).", async () => {
    const { w, lena } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    await processPayoutBatch(w.app.deps, treasurer, batch.label);
    const note = w.broadcasts.find(
      (b) => b.channels[0] === `private-App.Models.User.${lena.member.id}` && b.payload.title,
    );
    expect(note?.payload.url).toBe(`/financial/withdraw/${lena.row.label}`);
  });

  it('leave a withdrawal that was not approved out of the batch, and refuse an empty one.', async () => {
    const { w, lena, jorg } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    expect(batch.xml).not.toContain(jorg.row.label);
    await expect(exportPayoutBatch(w.app.deps, treasurer)).rejects.toMatchObject({ code: 'nothing_to_export' });
  });

  it('give a rejected withdrawal its amount back, and refuse to reject one in a batch.', async () => {
    const { w, lena, jorg } = await worldWithWithdrawals();
    await rejectWithdrawal(w.app.deps, treasurer, lena.row.label, 'Account closed');
    expect(balance(w, lena.member.id)).toBe(10_000);
    await approveWithdrawal(w.app.deps, treasurer, jorg.row.label);
    await exportPayoutBatch(w.app.deps, treasurer);
    await expect(rejectWithdrawal(w.app.deps, treasurer, jorg.row.label, 'x')).rejects.toMatchObject({
      code: 'in_batch',
    });
  });

  it('leave exactly one audit entry per approval, rejection, export and processing.', async () => {
    const { w, lena, jorg } = await worldWithWithdrawals();
    await approveWithdrawal(w.app.deps, treasurer, lena.row.label);
    expect(countAuditEntries(w.db)).toBe(1);
    await rejectWithdrawal(w.app.deps, treasurer, jorg.row.label, 'Wrong account');
    expect(countAuditEntries(w.db)).toBe(2);
    const batch = await exportPayoutBatch(w.app.deps, treasurer);
    expect(countAuditEntries(w.db)).toBe(3);
    await processPayoutBatch(w.app.deps, treasurer, batch.label);
    expect(countAuditEntries(w.db)).toBe(4);
  });
});
