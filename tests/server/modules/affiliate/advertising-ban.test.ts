// KCanG §6 (docs/spec.md §12 "Settings"): a cannabis club may not advertise itself, so the club kind
// `cannabis` (CLUB_KIND, the default) books no bonus for bringing in members and offers none.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../../server/auth/repository-users.ts';
import { sql } from '../../../../server/db/open.ts';
import { seedDatabase } from '../../../../server/db/seed.ts';
import { createWorld, testConfig } from '../../helpers.ts';

async function seededDemo(env: Record<string, string> = {}) {
  const w = createWorld({ env });
  await seedDatabase(w.app.deps);
  const demo = findUserByEmail(w.db, 'demo@club.test')!;
  const bonuses = sql(
    w.db,
    `SELECT COUNT(*) AS n FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
      WHERE w.user_id = ? AND t.kind IN ('team_bonus', 'referral_bonus')`,
  ).get(demo.id) as { n: number };
  return { w, token: w.tokenFor(demo), bonuses: bonuses.n };
}

describe('advertising ban (KCanG §6)', () => {
  it('makes cannabis the club kind unless CLUB_KIND says otherwise, and refuses an unknown kind.', () => {
    expect(testConfig().club.kind).toBe('cannabis');
    expect(testConfig({ CLUB_KIND: 'general' }).club.kind).toBe('general');
    expect(() => testConfig({ CLUB_KIND: 'casino' })).toThrow(/CLUB_KIND must be one of cannabis, general/);
  });

  it('books no referral or team bonus in a cannabis club, where another kind of club books them.', async () => {
    expect((await seededDemo()).bonuses).toBe(0);
    expect((await seededDemo({ CLUB_KIND: 'general' })).bonuses).toBeGreaterThan(0);
  });

  it('offers no bonuses on the team page of a cannabis club: the summary says so and the list is gone.', async () => {
    const { w, token } = await seededDemo();
    const summary = await w.call('GET', '/api/affiliate', { token });
    expect(summary.body).toMatchObject({ bonuses_available: false, advertising_ban: true });
    expect((await w.call('GET', '/api/affiliate/bonuses', { token })).status).toBe(404);
  });

  it('keeps the team page a list of the members one invited.', async () => {
    const { w, token } = await seededDemo();
    const team = await w.call('GET', '/api/affiliate/team', { token });
    expect(team.status).toBe(200);
    expect(team.body.total).toBeGreaterThan(0);
    expect(Object.keys(team.body.data[0]).sort()).toEqual(['display_name', 'joined_at', 'level', 'status']);
  });
});
