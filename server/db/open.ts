// One place that opens SQLite (node:sqlite): WAL for a file database, foreign keys on, and a
// busy timeout so the admin CLI and the running server can share the file.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync, type StatementSync } from 'node:sqlite';

export type Database = DatabaseSync;

export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  if (file !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
  }
  return db;
}

const statements = new WeakMap<Database, Map<string, StatementSync>>();

/** A prepared statement, cached per database: repositories call `sql(db, '...').get(...)`. */
export function sql(db: Database, text: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = db.prepare(text)));
  return statement;
}

/** Runs `fn` inside a transaction (nested calls join the outer one). */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * SQLite's online backup API: copies `db` page by page to `file`. All pages go in one step, so the
 * copy is one read snapshot; in WAL mode writers carry on meanwhile (several steps would restart
 * whenever another connection writes, and could starve under a busy counter).
 */
export async function copyDatabase(db: Database, file: string): Promise<number> {
  const pages = await backup(db, file, { rate: 2 ** 31 - 1 });
  // A copy taken from a WAL database says WAL in its header: one self-contained file instead.
  const copy = new DatabaseSync(file);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return pages;
}

/** Copies the backup `source` over the database file `target` (its open connections see the copy). */
export async function copyDatabaseOver(source: Database, target: string): Promise<number> {
  return backup(source, target, { rate: 2 ** 31 - 1 });
}

/** A database file opened read-only (a backup being checked). */
export function openReadOnly(file: string): Database {
  return new DatabaseSync(file, { readOnly: true });
}
