// Whether the logins that authorised realtime subscriptions are still signed in (docs/threats.md
// T29). The hub asks `alive` for each event it would deliver on such a subscription (a kept read,
// so an event after a logout's commit is not delivered), and `ended` a few times a second for all
// of them at once (one query), so a logout, a revocation or an expiry ends them within a second
// even when no event comes.
import { sql } from '../db/open.ts';
import { cachedRead } from '../db/read-cache.ts';
import type { AppDeps } from '../http/env.ts';
import type { AccessTokenRow } from './repository-tokens.ts';
import { sessionAlive, sessionOf, tokenExpiry } from './tokens.ts';

export interface SessionWatch {
  alive(sessionId: number): boolean;
  /** Of `sessionIds`, those no longer signed in. */
  ended(sessionIds: readonly number[]): number[];
}

/** The tokens of the logins asked about (exported for the test that counts its reads). */
export const ENDED_SESSIONS_SQL = `SELECT * FROM personal_access_tokens
  WHERE id IN (SELECT value FROM json_each(:ids)) OR session_id IN (SELECT value FROM json_each(:ids))`;

export function watchSessions(deps: Pick<AppDeps, 'db' | 'clock'>): SessionWatch {
  return {
    alive: (sessionId) => sessionAlive(deps, sessionId),
    ended(sessionIds) {
      if (sessionIds.length === 0) return [];
      const ids = JSON.stringify(sessionIds);
      // Kept until the database changes (a logout, a revocation, the CLI's commit): the sweep runs
      // four times a second, and reading and parsing 500 members' tokens each time was a third of
      // the server's CPU on a club evening (bench/README.md). Expiry by the clock is checked anew.
      const rows = cachedRead(deps.db, `sessions-ended:${ids}`, () =>
        Object.freeze(
          (sql(deps.db, ENDED_SESSIONS_SQL).all({ ids }) as unknown as AccessTokenRow[]).map((row) =>
            Object.freeze(row),
          ),
        ),
      );
      const now = deps.clock.now();
      const signedIn = new Set(rows.filter((row) => tokenExpiry(row, now) === null).map(sessionOf));
      return sessionIds.filter((id) => !signedIn.has(id));
    },
  };
}
