// Numbered migrations: server/db/migrations/<NNN>_<name>.sql, applied once each in file-name order and
// recorded in `migrations` (as Laravel does). A module adds its own file with the next free number.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, transaction, type Database } from './open.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Applies pending migrations and returns their names. */
export function migrate(db: Database, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, migration TEXT NOT NULL UNIQUE, batch INTEGER NOT NULL)',
  );
  const done = new Set(
    (sql(db, 'SELECT migration FROM migrations').all() as { migration: string }[]).map((r) => r.migration),
  );
  const pending = readdirSync(dir)
    .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''))
    .filter((name) => !done.has(name));
  if (pending.length === 0) return [];
  const { batch } = sql(db, 'SELECT COALESCE(MAX(batch), 0) + 1 AS batch FROM migrations').get() as { batch: number };
  for (const name of pending) {
    transaction(db, () => {
      db.exec(readFileSync(path.join(dir, `${name}.sql`), 'utf8'));
      sql(db, 'INSERT INTO migrations (migration, batch) VALUES (?, ?)').run(name, batch);
    });
  }
  return pending;
}
