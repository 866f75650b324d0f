// The server's log written back on a thread of its own (server/db/checkpointer.ts): its own
// connection's commits never checkpoint (no fsync on the request thread), the worker does.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointOffThread, type Checkpointer } from '../../../server/db/checkpointer.ts';
import { openDatabase, type Database } from '../../../server/db/open.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function fileDatabase(): { file: string; db: Database } {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkpointer-'));
  const file = path.join(dir, 'db.sqlite');
  const db = openDatabase(file);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body BLOB)');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { file, db };
}

function started(db: Database, file: string, everyMs: number): Checkpointer {
  const checkpointer = checkpointOffThread(db, file, everyMs);
  cleanups.push(() => checkpointer.stop().then(() => db.close()));
  return checkpointer;
}

/** 3,000 commits of a 4 KB row each: three times what makes SQLite checkpoint in the committing connection. */
function writeMany(db: Database): void {
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  for (let i = 0; i < 3_000; i++) insert.run(new Uint8Array(4096));
}

async function eventually(check: () => void, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('checkpoints off the request thread', () => {
  it("never writes the log back in the server's own connection", () => {
    const { file, db } = fileDatabase();
    started(db, file, 3_600_000);
    const before = statSync(file).size;
    writeMany(db);
    expect(statSync(file).size).toBe(before);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(3_000 * 4096);
    expect((db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n).toBe(3_000);
  });

  it('writes the log back from its worker, every commit in the database file', async () => {
    const { file, db } = fileDatabase();
    started(db, file, 20);
    writeMany(db);
    await eventually(() => expect(statSync(file).size).toBeGreaterThan(3_000 * 4096));
    const reader = openDatabase(file);
    cleanups.push(() => reader.close());
    expect((reader.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n).toBe(3_000);
  });

  it('keeps nothing to do for a database in memory', async () => {
    const db = openDatabase(':memory:');
    await checkpointOffThread(db, ':memory:').stop();
    expect((db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(
      1000,
    );
    db.close();
  });
});
