// A club with a counter: staff with roles, a strain with released batches, active members whose age
// the club checked, money in their wallets (docs/spec.md §12 "Counter").
import { recordAgeCheck } from '../../../../server/auth/age-checks.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { setDateOfBirth } from '../../../../server/auth/date-of-birth.ts';
import { cliActor } from '../../../../server/audit/actors.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { activateMembership } from '../../../../server/members/repository.ts';
import { insertBatch } from '../../../../server/modules/growing/repository-batches.ts';
import { addStrain } from '../../../../server/modules/growing/repository-strains.ts';
import type { StaffRole } from '../../../../src/shared/contract/staff-roles.ts';
import { createWorld } from '../../helpers.ts';

// A Wednesday afternoon in January (CET).
export const NOW = '2026-01-14T12:00:00Z';

export async function counterWorld() {
  const w = createWorld();
  w.clock.set(NOW);
  const now = toTimestamp(w.clock.now());
  const strain = addStrain(w.db, {
    name: 'Lemon Haze',
    thcTenths: 185,
    cbdTenths: 5,
    priceCentsPerGram: 1000,
    stockMg: 0,
    now,
  });
  const mild = addStrain(w.db, {
    name: 'Balanced Ten',
    thcTenths: 100,
    cbdTenths: 80,
    priceCentsPerGram: 800,
    stockMg: 0,
    now,
  });
  const batch = (strainId: number, grams: number, fields: { thc?: number; cbd?: number; status?: string } = {}) =>
    insertBatch(w.db, {
      strainId,
      harvestedOn: '2025-11-20',
      dryWeightMg: grams * 1000,
      bestBefore: '2026-11-20',
      thcTenths: fields.thc ?? 185,
      cbdTenths: fields.cbd ?? 5,
      status: (fields.status ?? 'released') as 'released',
      actor: 'test',
      now,
    });
  const staff = async (role: StaffRole) => {
    const user = await w.createUser({ email: `${role}-${Math.random().toString(36).slice(2, 8)}@club.test` });
    grantRole(w.app.deps, cliActor(), user.id, role);
    return { user, token: w.tokenFor(user) };
  };
  /** An active member born on `dob` (checked on an ID card), with `balanceCents` in the wallet. */
  const member = async (
    dob = '1990-01-01',
    balanceCents = 100_000,
    fields: { name?: string; language?: string } = {},
  ) => {
    const user = await w.createUser(fields);
    const membership = activateMembership(w.db, { userId: user.id, startedOn: '2025-10-01', now });
    setDateOfBirth(w.db, user.id, dob, now);
    recordAgeCheck(w.app.deps, cliActor(), { userId: user.id, dateOfBirth: dob, document: 'ID card' });
    if (balanceCents)
      bookTransaction(w.db, {
        userId: user.id,
        type: 'deposit',
        amountCents: balanceCents,
        status: 'completed',
        description: 'Start',
        now,
      });
    return { user, token: w.tokenFor(user), number: membership.number! };
  };
  const count = (sql: string, ...params: (string | number)[]) => (w.db.prepare(sql).get(...params) as { n: number }).n;
  return { w, strain, mild, batch, staff, member, count };
}
