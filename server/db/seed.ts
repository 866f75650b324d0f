// Demo data, only into an empty database: every module seeds its own part, in module order
// (server/modules/index.ts), so wallet, news or chat add their seed next to their routes.
import type { AppDeps } from '../http/env.ts';
import { countUsers } from '../auth/repository-users.ts';

export function isDatabaseEmpty(deps: Pick<AppDeps, 'db'>): boolean {
  return countUsers(deps.db) === 0;
}

/** Runs every module's seed; refuses a database that already has members. */
export async function seedDatabase(deps: AppDeps): Promise<void> {
  if (!isDatabaseEmpty(deps)) throw new Error('The database already has data: seed only runs on an empty database.');
  for (const module of deps.modules) await module.seed?.(deps);
}
