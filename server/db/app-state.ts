// Small key/value platform state shared by the server and the CLI (maintenance flag, APP_KEY).
import { sql, type Database } from './open.ts';

export function getState(db: Database, key: string): string | undefined {
  return (sql(db, 'SELECT value FROM app_state WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

export function setState(db: Database, key: string, value: string, now: string): void {
  sql(
    db,
    'INSERT INTO app_state (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(key, value, now);
}

export function deleteState(db: Database, key: string): void {
  sql(db, 'DELETE FROM app_state WHERE key = ?').run(key);
}

export interface MaintenanceState {
  since: string;
  /** Seconds for Retry-After (`club down --retry=60`), or null. */
  retry: number | null;
}

// Every API request asks for the flag (server/http/platform.ts): it is read from the database at
// most once a second. This process's own changes apply at once; another process's (`club down`
// while the server runs) within a second.
const MAINTENANCE_RECHECK_MS = 1000;
const maintenanceRead = new WeakMap<Database, { at: number; state: MaintenanceState | null }>();

/** getMaintenance for the request path: the flag as read at most a second ago. */
export function currentMaintenance(db: Database): MaintenanceState | null {
  const now = performance.now();
  const read = maintenanceRead.get(db);
  if (read && now - read.at < MAINTENANCE_RECHECK_MS) return read.state;
  const state = getMaintenance(db);
  maintenanceRead.set(db, { at: now, state });
  return state;
}

export function getMaintenance(db: Database): MaintenanceState | null {
  const value = getState(db, 'maintenance');
  if (!value) return null;
  try {
    return JSON.parse(value) as MaintenanceState;
  } catch {
    return { since: '', retry: null };
  }
}

export function setMaintenance(db: Database, state: MaintenanceState | null, now: string): void {
  if (state) setState(db, 'maintenance', JSON.stringify(state), now);
  else deleteState(db, 'maintenance');
  maintenanceRead.delete(db);
}
