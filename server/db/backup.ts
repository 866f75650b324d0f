// `club backup` and `club restore` (docs/spec.md §12 "Nothing lost"): the records the law keeps five
// years (KCanG §26 (2)) must outlive the machine. A backup is SQLite's online backup of the running
// database (server/db/open.ts copyDatabase), checked before it is called done; a restore checks the
// file first and refuses anything SQLite does not call sound, so a bad copy never replaces good data.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';
import { copyDatabase, copyDatabaseOver, openReadOnly, type Database } from './open.ts';

/** Why a backup or a restore did not happen: one line for the operator. */
export class BackupError extends Error {}

export interface BackupFacts {
  file: string;
  pages: number;
  /** Handover records in the copy (KCanG §26), so the operator sees what it holds. */
  handovers: number;
  /** The last migration the copy has. */
  schema: string;
}

const knownMigrations = () =>
  new Set(
    readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, '')),
  );

/** Checks a backup file without changing it; throws BackupError saying what is wrong. */
export function checkBackup(file: string): Omit<BackupFacts, 'pages'> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  let copy: Database;
  try {
    copy = openReadOnly(file);
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database (${(error as Error).message}).`);
  }
  try {
    let problems: string[];
    try {
      problems = (copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
        .map((row) => row.integrity_check)
        .filter((line) => line !== 'ok');
    } catch (error) {
      throw new BackupError(`${file} is not a sound SQLite database (${(error as Error).message}).`);
    }
    if (problems.length)
      throw new BackupError(`${file} fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}.`);
    const tables = new Set(
      (copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    if (!tables.has('migrations') || !tables.has('growing_handovers'))
      throw new BackupError(`${file} is an SQLite database but not a backup of the club portal.`);
    const applied = (
      copy.prepare('SELECT migration FROM migrations ORDER BY migration').all() as {
        migration: string;
      }[]
    ).map((row) => row.migration);
    const known = knownMigrations();
    const unknown = applied.find((name) => !known.has(name));
    if (unknown)
      throw new BackupError(`${file} comes from a newer version of the portal (migration ${unknown} is unknown here).`);
    const { n } = copy.prepare('SELECT COUNT(*) AS n FROM growing_handovers').get() as { n: number };
    return { file, handovers: n, schema: applied.at(-1) ?? '' };
  } finally {
    copy.close();
  }
}

/** Writes a consistent copy of the running database to `file` (never over an existing file). */
export async function writeBackup(db: Database, file: string): Promise<BackupFacts> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${file} exists already: a backup never overwrites a file.`);
  if (target === liveFile(db)) throw new BackupError('The backup must be a file other than the database itself.');
  mkdirSync(path.dirname(target), { recursive: true });
  // Written under a temporary name: a backup cut short never looks like a finished one.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    const pages = await copyDatabase(db, partial);
    const facts = checkBackup(partial);
    renameSync(partial, target);
    return { ...facts, file: target, pages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

function liveFile(db: Database): string | null {
  const location = db.location();
  return location ? path.resolve(location) : null;
}

/**
 * Replaces the running database with the backup `file` after checking it; the database as it was
 * is first copied beside itself (`<database>.before-restore-<time>`), so a restore loses nothing
 * either. Migrations newer than the backup are applied afterwards.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  stamp: string,
): Promise<{ restored: Omit<BackupFacts, 'pages'>; previous: string }> {
  const live = liveFile(db);
  if (!live) throw new BackupError('The database runs in memory: there is no file to restore into.');
  if (path.resolve(file) === live) throw new BackupError('The backup is the database itself.');
  const restored = checkBackup(file);
  const previous = `${live}.before-restore-${stamp.replace(/[^0-9A-Za-z]/g, '')}`;
  await copyDatabase(db, previous);
  const source = openReadOnly(file);
  try {
    await copyDatabaseOver(source, live);
  } finally {
    source.close();
  }
  migrate(db);
  return { restored, previous };
}
