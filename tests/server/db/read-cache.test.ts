// Reads kept in memory until the database changes (server/db/read-cache.ts; docs/architecture.md
// decision 13): this connection's writes, another connection's commits, and transactions.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase, transaction } from '../../../server/db/open.ts';
import { cachedRead, writeAffecting } from '../../../server/db/read-cache.ts';

function counted(db: ReturnType<typeof openDatabase>) {
  let reads = 0;
  const read = () =>
    cachedRead(db, 'n', () => {
      reads++;
      return (db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n;
    });
  return { read, reads: () => reads };
}

function fileDatabase() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'read-cache-')), 'db.sqlite');
  const db = openDatabase(file);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
  return { file, db };
}

describe('read cache', () => {
  it('answers from memory until this connection writes', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    const { read, reads } = counted(db);
    expect([read(), read(), read()]).toEqual([0, 0, 0]);
    expect(reads()).toBe(1);
    db.prepare('INSERT INTO t DEFAULT VALUES').run();
    expect(read()).toBe(1);
    expect(reads()).toBe(2);
  });

  it("sees another connection's commit from the next turn of the event loop on (the club CLI)", async () => {
    const { file, db } = fileDatabase();
    const cli = openDatabase(file);
    const { read, reads } = counted(db);
    expect(read()).toBe(0);
    cli.prepare('INSERT INTO t DEFAULT VALUES').run();
    await nextTurn();
    expect(read()).toBe(1);
    expect(reads()).toBe(2);
    cli.close();
    db.close();
  });

  it('reads inside a transaction from the database and keeps nothing of them', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    const { read, reads } = counted(db);
    expect(read()).toBe(0);
    expect(() =>
      transaction(db, () => {
        db.prepare('INSERT INTO t DEFAULT VALUES').run();
        expect(read()).toBe(1);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(read()).toBe(0);
    expect(reads()).toBe(3);
  });

  it('keeps the other reads through a write that names the kept reads it changes, and reads those again', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY); CREATE TABLE u (id INTEGER PRIMARY KEY)');
    const reads: string[] = [];
    const count = (table: 't' | 'u') =>
      cachedRead(db, `${table}:n`, () => {
        reads.push(table);
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      });
    expect([count('t'), count('u')]).toEqual([0, 0]);
    writeAffecting(db, ['u:'], () => db.prepare('INSERT INTO u DEFAULT VALUES').run());
    expect([count('t'), count('u')]).toEqual([0, 1]);
    expect(reads).toEqual(['t', 'u', 'u']);
    // any other write still answers the fresh value to every read
    db.prepare('INSERT INTO t DEFAULT VALUES').run();
    expect([count('t'), count('u')]).toEqual([1, 1]);
    expect(reads).toEqual(['t', 'u', 'u', 't', 'u']);
  });
});
