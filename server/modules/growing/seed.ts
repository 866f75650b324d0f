// Demo data of the Growing module: the club's strains; demo@club.test (born 1990, an active member) with a handover
// history that leaves part of this month's quota; young@club.test (20, so 30 g a month and at
// most 10 % THC) with some money in the wallet to reserve with. Both had their age checked on an
// ID card by staff@club.test (the other demo members have not: under-21 limits). Past handovers
// were paid at the counter then, so they move no wallet money here.
import { toTimestamp, berlinDay } from '../../clock.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { acceptCurrentTerms } from '../../auth/repository-terms.ts';
import { findUserByEmail, insertUser, setInstructionState, upsertAddress } from '../../auth/repository-users.ts';
import { bookTransaction } from '../../ledger/bookings.ts';
import { DEMO_EMAIL, STAFF_EMAIL } from '../../db/demo-accounts.ts';
import { setDateOfBirth } from '../../auth/date-of-birth.ts';
import { recordAgeCheck } from '../../auth/age-checks.ts';
import { jobActor, staffActor } from '../../audit/actors.ts';
import { addStrain, type StrainRow } from './repository-strains.ts';
import { activateMembership } from '../../members/repository.ts';

export const YOUNG_EMAIL = 'young@club.test';

const STRAINS = [
  { name: 'Lemon Haze', thc: 185, cbd: 5, price: 950, stock: 480 },
  { name: 'Northern Lights', thc: 150, cbd: 10, price: 890, stock: 350 },
  { name: 'Balanced Ten', thc: 100, cbd: 80, price: 790, stock: 220 },
  { name: 'Gentle Green', thc: 80, cbd: 60, price: 750, stock: 300 },
  { name: 'CBD Calm', thc: 45, cbd: 120, price: 600, stock: 260 },
];

/** Demo members joined the club about three months ago. */
const joinedAt = (now: Date) => new Date(now.getTime() - 90 * 86_400_000);

function handover(deps: AppDeps, userId: number, strain: StrainRow, mg: number, at: Date): void {
  const when = toTimestamp(at);
  sql(
    deps.db,
    `INSERT INTO growing_handovers (user_id, strain_id, strain_name, grams_mg, thc_tenths, cbd_tenths, price_cents, reservation_id, transaction_id, handed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)`,
  ).run(
    userId,
    strain.id,
    strain.name,
    mg,
    strain.thc_tenths,
    strain.cbd_tenths,
    Math.round((strain.price_cents_per_gram * mg) / 1000),
    when,
    when,
  );
}

export async function seedGrowing(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const stamp = toTimestamp(now);
  const strains = STRAINS.map((s) =>
    addStrain(db, {
      name: s.name,
      thcTenths: s.thc,
      cbdTenths: s.cbd,
      priceCentsPerGram: s.price,
      stockMg: s.stock * 1000,
      now: stamp,
    }),
  );

  const staff = findUserByEmail(db, STAFF_EMAIL);
  // the demo's checks as staff@club.test made them at the counter
  const checkedBy = staff ? staffActor(staff) : jobActor('seed');
  const demo = findUserByEmail(db, DEMO_EMAIL);
  if (demo) {
    activateMembership(db, { userId: demo.id, startedOn: berlinDay(joinedAt(now)), now: stamp });
    setDateOfBirth(db, demo.id, '1990-05-14', stamp);
    recordAgeCheck(deps, checkedBy, { userId: demo.id, dateOfBirth: '1990-05-14', document: 'ID card' });
    // Two earlier months, then 20 g this month before today: 30 g of the month and all 25 g of today are left.
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    handover(deps, demo.id, strains[0]!, 10_000, daysAgo(70));
    handover(deps, demo.id, strains[1]!, 15_000, daysAgo(45));
    const monthStart = berlinDay(now).slice(0, 8) + '01';
    const daysIntoMonth = Number(berlinDay(now).slice(8)) - 1;
    if (daysIntoMonth >= 1) {
      handover(deps, demo.id, strains[1]!, 12_000, new Date(`${monthStart}T16:00:00Z`));
      handover(deps, demo.id, strains[3]!, 8_000, daysAgo(1));
    }
  }

  // young@club.test shares the demo password (its hash is copied: one costly hash is enough).
  const password = demo
    ? (sql(db, 'SELECT password FROM users WHERE id = ?').get(demo.id) as { password: string }).password
    : null;
  if (password && !findUserByEmail(db, YOUNG_EMAIL)) {
    const young = insertUser(db, {
      name: 'Yara Young',
      email: YOUNG_EMAIL,
      password,
      language: 'en',
      ref_hash: 'young2026',
      sponsor_id: null,
      ip_address: '127.0.0.1',
      email_verified_at: toTimestamp(new Date(now.getTime() - 60 * 86_400_000)),
      created_at: toTimestamp(new Date(now.getTime() - 60 * 86_400_000)),
    });
    acceptCurrentTerms(db, young.id, stamp);
    activateMembership(db, { userId: young.id, startedOn: berlinDay(joinedAt(now)), now: stamp });
    setInstructionState(db, young.id, { register_intro_closed: true, android_app_closed: true }, stamp);
    upsertAddress(db, {
      user_id: young.id,
      firstname: 'Yara',
      lastname: 'Young',
      street: 'Lindenstraße 3',
      zip: '10969',
      city: 'Berlin',
      country: 'DE',
      region: 'BE',
      updated_at: stamp,
    });
    // Turned 20 about two months ago.
    const born = berlinDay(new Date(now.getTime() - (20 * 365.25 + 60) * 86_400_000));
    setDateOfBirth(db, young.id, born, stamp);
    recordAgeCheck(deps, checkedBy, { userId: young.id, dateOfBirth: born, document: 'ID card' });
    bookTransaction(db, {
      userId: young.id,
      type: 'deposit',
      amountCents: 15_000,
      status: 'completed',
      text: { key: 'bank_deposit' },
      now: stamp,
    });
  }
}
