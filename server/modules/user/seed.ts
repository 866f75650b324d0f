// Demo members: demo@club.test (verified email, no 2FA, address, flags, a referral team of 12),
// twofa@club.test (2FA confirmed, TOTP secret JBSWY3DPEHPK3PXP), staff@club.test (ghost-mode), and one
// member per staff role (board@, treasurer@, counter@, grow@, prevention@, support@, editor@club.test).
import { toTimestamp } from '../../clock.ts';
import { encryptSecret } from '../../auth/secret-box.ts';
import type { AppDeps } from '../../http/env.ts';
import { acceptCurrentTerms } from '../../auth/repository-terms.ts';
import {
  confirmTwoFactor,
  grantPermission,
  insertUser,
  setInstructionState,
  setTwoFactorSecret,
  upsertAddress,
  type UserRow,
} from '../../auth/repository-users.ts';
import { sql } from '../../db/open.ts';
import { grantRole } from '../../auth/staff-roles.ts';
import type { StaffRole } from '../../../src/shared/contract/staff-roles.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, STAFF_EMAIL, TWOFA_EMAIL, TWOFA_SECRET } from '../../db/demo-accounts.ts';

/** One demo member per staff role (docs/spec.md §10), all with the demo password. */
export const STAFF_DEMO: readonly { email: string; name: string; role: StaffRole; language: string }[] = [
  { email: 'board@club.test', name: 'Bea Vorstand', role: 'board', language: 'de' },
  { email: 'treasurer@club.test', name: 'Theo Kasse', role: 'treasurer', language: 'en' },
  { email: 'counter@club.test', name: 'Carla Ausgabe', role: 'counter', language: 'de' },
  { email: 'grow@club.test', name: 'Gregor Anbau', role: 'grow-manager', language: 'de' },
  { email: 'prevention@club.test', name: 'Paula Prävention', role: 'prevention-officer', language: 'de' },
  { email: 'support@club.test', name: 'Suse Support', role: 'support', language: 'en' },
  { email: 'editor@club.test', name: 'Eddie Redaktion', role: 'editor', language: 'en' },
  { email: 'volunteers@club.test', name: 'Vera Einsatz', role: 'volunteer-coordinator', language: 'de' },
];

const TEAM = [
  ['Lena', 'Schmidt', 'Berlin'],
  ['Jonas', 'Weber', 'Hamburg'],
  ['Sofia', 'Keller', 'München'],
  ['Elias', 'Wagner', 'Köln'],
  ['Mila', 'Becker', 'Leipzig'],
  ['Noah', 'Hoffmann', 'Dresden'],
  ['Emma', 'Richter', 'Bremen'],
  ['Paul', 'Klein', 'Bonn'],
  ['Hanna', 'Wolf', 'Kiel'],
  ['Felix', 'Neumann', 'Mainz'],
  ['Lea', 'Schwarz', 'Ulm'],
  ['Luis', 'Zimmermann', 'Jena'],
] as const;

export async function seedUsers(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const nowDate = clock.now();
  const now = toTimestamp(nowDate);
  const daysAgo = (days: number) => toTimestamp(new Date(nowDate.getTime() - days * 86_400_000));
  // One production-cost hash for every demo account (they share the documented demo password).
  const password = await deps.hasher.hash(DEMO_PASSWORD);

  const create = (fields: {
    name: string;
    email: string;
    ref: string;
    sponsor?: number | null;
    verified?: boolean;
    days: number;
    language?: string;
  }): UserRow => {
    const user = insertUser(db, {
      name: fields.name,
      email: fields.email,
      password,
      language: fields.language ?? 'en',
      ref_hash: fields.ref,
      sponsor_id: fields.sponsor ?? null,
      ip_address: '127.0.0.1',
      email_verified_at: fields.verified === false ? null : daysAgo(fields.days),
      created_at: daysAgo(fields.days),
    });
    acceptCurrentTerms(db, user.id, now);
    return user;
  };
  const address = (user: UserRow, firstname: string, lastname: string, city: string) =>
    upsertAddress(db, {
      user_id: user.id,
      firstname,
      lastname,
      street: 'Gartenstraße 12',
      zip: '10115',
      city,
      country: 'DE',
      region: 'BE',
      updated_at: now,
    });

  const demo = create({ name: 'Demo Member', email: DEMO_EMAIL, ref: 'demo2026', days: 420 });
  address(demo, 'Demo', 'Member', 'Berlin');
  setInstructionState(
    db,
    demo.id,
    { register_intro_closed: true, android_app_closed: true, dashboard_intro_closed: false },
    now,
  );
  sql(db, 'UPDATE users SET firstline = 1 WHERE id = ?').run(demo.id);

  const twofa = create({ name: 'Tanja Faktor', email: TWOFA_EMAIL, ref: 'twofa2026', days: 300, language: 'de' });
  address(twofa, 'Tanja', 'Faktor', 'Hamburg');
  setTwoFactorSecret(db, twofa.id, encryptSecret(deps.config, TWOFA_SECRET), now);
  confirmTwoFactor(db, twofa.id, daysAgo(100));

  const staff = create({ name: 'Sam Staff', email: STAFF_EMAIL, ref: 'staff2026', days: 500 });
  address(staff, 'Sam', 'Staff', 'Berlin');
  grantPermission(db, staff.id, 'ghost-mode', now);

  // The demo's staff: their roles are granted as the board would, so the audit trail starts here.
  const seeder = { id: null, label: 'seed', via: 'cli' } as const;
  STAFF_DEMO.forEach((member, i) => {
    const user = create({ ...member, ref: `staff${String(i + 1).padStart(2, '0')}`, days: 480 - i * 10 });
    const [first, ...last] = member.name.split(' ');
    address(user, first!, last.join(' '), 'Berlin');
    // staff accounts open on their work, not on a new member's introduction
    setInstructionState(db, user.id, { register_intro_closed: true, android_app_closed: true }, now);
    grantRole(deps, seeder, user.id, member.role);
  });

  TEAM.forEach(([first, last, city], i) => {
    const member = create({
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@club.test`,
      ref: `team${String(i + 1).padStart(2, '0')}`,
      sponsor: demo.id,
      days: 360 - i * 25,
      verified: i % 5 !== 4,
      language: i % 2 ? 'de' : 'en',
    });
    if (i % 3 !== 2) address(member, first, last, city);
  });
}
