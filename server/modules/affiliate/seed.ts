// Demo team beyond the first level: two members referred by demo@club.test's first
// referrals, and the name choices of a few (one shows the full name, one hides it).
import { toTimestamp } from '../../clock.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { findUserByRefHash, insertUser } from '../../auth/repository-users.ts';

const SECOND_LEVEL = [
  { name: 'Marta Vogel', email: 'marta.vogel@club.test', ref: 'team2-01', sponsor: 'team01', days: 40 },
  { name: 'Ole Brandt', email: 'ole.brandt@club.test', ref: 'team2-02', sponsor: 'team02', days: 12 },
] as const;

export function seedAffiliate(deps: AppDeps): void {
  const { db } = deps;
  const first = findUserByRefHash(db, 'team01');
  if (!first) return;
  sql(db, "UPDATE users SET team_visibility = 'full' WHERE ref_hash = 'team01'").run();
  sql(db, "UPDATE users SET team_visibility = 'hidden' WHERE ref_hash = 'team04'").run();
  const now = deps.clock.now().getTime();
  for (const member of SECOND_LEVEL) {
    const sponsor = findUserByRefHash(db, member.sponsor);
    if (!sponsor) continue;
    const at = toTimestamp(new Date(now - member.days * 86_400_000));
    // Same documented demo password as every demo account (its hash is copied, not recomputed).
    insertUser(db, {
      name: member.name,
      email: member.email,
      password: first.password,
      language: 'de',
      ref_hash: member.ref,
      sponsor_id: sponsor.id,
      ip_address: '127.0.0.1',
      email_verified_at: at,
      created_at: at,
    });
  }
}
