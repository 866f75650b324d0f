// Demo volunteer hours of demo@club.test: approved, waiting and rejected ones in the current year.
import { berlinDay, toTimestamp } from '../../clock.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { insertEntry } from './repository.ts';

export function seedVolunteering(deps: AppDeps): void {
  const demo = findUserByEmail(deps.db, DEMO_EMAIL);
  if (!demo) return;
  const now = toTimestamp(deps.clock.now());
  const year = berlinDay(deps.clock.now()).slice(0, 4);
  const entries = [
    { worked_on: `${year}-01-02`, task: 'Garden: repotting', minutes: 180, status: 'approved' },
    { worked_on: `${year}-01-01`, task: 'Counter shift', minutes: 120, status: 'pending' },
    { worked_on: `${year}-01-01`, task: 'Cleaning the club room', minutes: 60, status: 'rejected' },
  ] as const;
  for (const entry of entries) {
    const row = insertEntry(deps.db, { user_id: demo.id, note: null, ...entry }, now);
    if (entry.status !== 'pending')
      sql(deps.db, 'UPDATE volunteer_hours SET status = ?, reason = ?, decided_at = ? WHERE id = ?').run(
        entry.status,
        entry.status === 'rejected' ? 'Counted twice: already logged on 2 January.' : null,
        now,
        row.id,
      );
  }
}
