// Small key/value platform state shared by the server and the CLI (maintenance flag, APP_KEY).
import { sql, type Database } from './open.ts';

export function getState(db: Database, key: string): string | undefined {
  return (sql(db, 'SELECT value FROM app_state WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

export function setState(db: Database, key: string, value: string, now: string): void {
  sql(db, 'INSERT INTO app_state (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at').run(key, value, now);
}

export function deleteState(db: Database, key: string): void {
  sql(db, 'DELETE FROM app_state WHERE key = ?').run(key);
}

export interface MaintenanceState {
  since: string;
  /** Seconds for Retry-After (`club down --retry=60`), or null. */
  retry: number | null;
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
}
