// The club of the evening (bench/club-evening.ts): the demo club plus `count` members written into the
// running server's database through the server's own repositories (as registration and the ledger
// write them), each an active member of the club with a membership number, a claimed date of birth, a
// wallet balance and a session token; the counter's members with the club's age check
// (`club member:verify-age`), as a handover needs it.
import { createAccessToken } from '../server/auth/tokens.ts';
import { findUserByEmail, insertUser } from '../server/auth/repository-users.ts';
import { setDateOfBirth } from '../server/auth/date-of-birth.ts';
import { berlinDay, toTimestamp } from '../server/clock.ts';
import { transaction } from '../server/db/open.ts';
import { bookTransaction } from '../server/ledger/bookings.ts';
import { activateMembership, memberNumberLabel } from '../server/members/repository.ts';
import type { ClubCli } from './realtime-club-notify.ts';

export interface EveningMember {
  id: number;
  email: string;
  token: string;
  /** 'M-00042': what the counter types to find the member. */
  number: string;
}

const BORN = '1990-05-01';

export async function seedEvening(cli: ClubCli, count: number, counterMembers: number): Promise<EveningMember[]> {
  const { deps } = cli;
  const demo = findUserByEmail(deps.db, 'demo@club.test');
  if (!demo) throw new Error('the demo club is not seeded');
  const now = toTimestamp(deps.clock.now());
  const members: EveningMember[] = [];
  for (let i = 1; i <= count; i++) {
    const user = insertUser(deps.db, {
      name: `Evening Member ${i}`,
      email: `evening-${i}@club.test`,
      // the documented demo password's hash, copied as the demo seed does
      password: demo.password,
      language: i % 2 === 0 ? 'de' : 'en',
      ref_hash: `evening-${i}`,
      sponsor_id: null,
      ip_address: '127.0.0.1',
      email_verified_at: now,
      created_at: now,
    });
    setDateOfBirth(deps.db, user.id, BORN, now);
    const membership = transaction(deps.db, () =>
      activateMembership(deps.db, { userId: user.id, startedOn: berlinDay(deps.clock.now()), now }),
    );
    bookTransaction(deps.db, {
      userId: user.id,
      type: 'deposit',
      amountCents: 20_000,
      status: 'completed',
      description: 'Bank transfer deposit',
      now,
    });
    const token = createAccessToken(deps, user, {
      name: 'club-evening',
      lifetimeMinutes: deps.config.auth.tokenLifetimeMinutes,
      idleMinutes: null,
    });
    members.push({
      id: user.id,
      email: user.email,
      token: token.plainTextToken,
      number: memberNumberLabel(membership.number!),
    });
  }
  for (const member of members.slice(0, counterMembers))
    await cli.run(['member:verify-age', member.email, '--date-of-birth', BORN, '--document', 'ID card']);
  return members;
}

/** A session token of a demo account (the board member for the staff dashboard, the counter's staff). */
export function tokenOf(cli: ClubCli, email: string): Omit<EveningMember, 'number'> {
  const user = findUserByEmail(cli.deps.db, email);
  if (!user) throw new Error(`no demo account ${email}`);
  const token = createAccessToken(cli.deps, user, {
    name: 'club-evening',
    lifetimeMinutes: cli.deps.config.auth.tokenLifetimeMinutes,
    idleMinutes: null,
  });
  return { id: user.id, email, token: token.plainTextToken };
}
