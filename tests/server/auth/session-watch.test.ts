// Whether the logins behind realtime subscriptions are still signed in (server/auth/session-watch.ts,
// docs/threats.md T29): the hub's sweep asks several times a second, so the tokens are read again only
// after the database changed, while the clock is checked on every ask.
import { describe, expect, it, vi } from 'vitest';
import { deleteAccessToken } from '../../../server/auth/repository-tokens.ts';
import { ENDED_SESSIONS_SQL, watchSessions } from '../../../server/auth/session-watch.ts';
import { sql } from '../../../server/db/open.ts';
import { createWorld } from '../helpers.ts';

async function signedIn(n: number) {
  const w = createWorld();
  const sessions = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const user = await w.createUser({ name: `Member ${i}`, email: `m${i}@club.test` });
      return Number(w.tokenFor(user).split('|')[0]);
    }),
  );
  return { w, sessions, watch: watchSessions({ db: w.db, clock: w.clock }) };
}

describe('the sweep of ended logins', () => {
  it('reads the tokens once while the database does not change, and again after any write', async () => {
    const { w, sessions, watch } = await signedIn(3);
    const reads = vi.spyOn(sql(w.db, ENDED_SESSIONS_SQL), 'all');
    for (let i = 0; i < 5; i++) expect(watch.ended(sessions)).toEqual([]);
    expect(reads).toHaveBeenCalledTimes(1);
    deleteAccessToken(w.db, sessions[1]!);
    expect(watch.ended(sessions)).toEqual([sessions[1]]);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('ends a login whose token expired by the clock alone, with no write in between', async () => {
    const { w, sessions, watch } = await signedIn(2);
    expect(watch.ended(sessions)).toEqual([]);
    w.clock.advance(13 * 60 * 60 * 1000);
    expect(watch.ended(sessions)).toEqual(sessions);
  });
});
