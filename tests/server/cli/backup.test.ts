// docs/spec.md §12 "Nothing lost": `club backup` copies the running database while another process
// keeps recording handovers; the copy passes SQLite's integrity check and holds every handover
// committed before it began; `club restore` puts it back and refuses a damaged file.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, openSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../server/audit/repository.ts';
import { runCommand } from '../../../server/cli/commands.ts';
import { openDatabase, type Database } from '../../../server/db/open.ts';
import { counterWorld, NOW } from '../modules/growing/counter-world.ts';
import { TEST_APP_KEY } from '../helpers.ts';

const WRITER = path.join(import.meta.dirname, 'fixtures/handover-writer.ts');

async function cli(deps: object, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(deps as never, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const ids = (db: Database | DatabaseSync) =>
  (db.prepare('SELECT id FROM growing_handovers ORDER BY id').all() as { id: number }[]).map((r) => r.id);

/** A club database file with a batch of 1 kg and ten members, and the app's deps on it. */
async function clubOnFile() {
  const { w, strain, batch, member } = await counterWorld();
  const lot = batch(strain.id, 1000);
  const members = await Promise.all(Array.from({ length: 10 }, () => member()));
  const dir = mkdtempSync(path.join(tmpdir(), 'club-backup-'));
  const live = path.join(dir, 'club.sqlite');
  w.db.exec(`VACUUM INTO '${live}'`);
  const db = openDatabase(live);
  return { deps: { ...w.app.deps, db }, db, dir, live, lot, members };
}

/** The writer process and the ids it has reported committed so far. */
function startWriter(live: string, batchId: number, userIds: number[]) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [WRITER, live, TEST_APP_KEY, NOW, String(batchId), ...userIds.map(String)],
    { stdio: 'pipe' },
  );
  const committed: number[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    buffered += String(chunk);
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    committed.push(...lines.map(Number));
  });
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const until = async (count: number) => {
    while (committed.length < count) {
      if (child.exitCode !== null) throw new Error(`the writer stopped: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const stop = async () => {
    child.stdin.end('stop\n');
    return exited;
  };
  return { committed, until, stop };
}

describe('club backup', () => {
  it('copies the database while another process records handovers: the copy is sound and holds every committed one', async () => {
    const { deps, db, dir, live, lot, members } = await clubOnFile();
    const writer = startWriter(
      live,
      lot.id,
      members.map((m) => m.user.id),
    );
    try {
      await writer.until(20);
      const before = [...writer.committed];
      const file = path.join(dir, 'copies/nightly.sqlite');
      const result = await cli(deps, 'backup', file);
      expect(result).toMatchObject({ code: 0, err: '' });
      // The writer was still at it after the copy: it ran beside the backup, not before it.
      await writer.until(before.length + 20);

      const copy = new DatabaseSync(file, { readOnly: true });
      expect(copy.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      const held = ids(copy);
      expect(held).toEqual(expect.arrayContaining(before));
      expect(result.out).toContain(`${held.length} handover records, integrity ok`);
      // One snapshot: the batch's stock, its moves and the handover records agree in the copy.
      const stock = copy.prepare('SELECT stock_mg AS mg FROM batches WHERE id = ?').get(lot.id) as { mg: number };
      const moves = copy
        .prepare("SELECT COUNT(*) AS n, SUM(mg) AS mg FROM batch_moves WHERE batch_id = ? AND kind = 'dispensed'")
        .get(lot.id) as { n: number; mg: number };
      expect(moves).toEqual({ n: held.length, mg: held.length * 1000 });
      expect(stock.mg).toBe(1_000_000 - held.length * 1000);
      copy.close();
    } finally {
      expect(await writer.stop()).toBe(0);
    }
    const audited = listAuditEntries(db, { subjectType: 'database' }, { limit: 10, offset: 0 }).items;
    expect(audited.map((e) => [e.action, e.via, e.subject_id])).toEqual([
      ['database.backed-up', 'cli', 'nightly.sqlite'],
    ]);
  });

  it('never writes over an existing file', async () => {
    const { deps, dir } = await clubOnFile();
    const file = path.join(dir, 'taken.sqlite');
    writeFileSync(file, 'keep me');
    const result = await cli(deps, 'backup', file);
    expect(result).toMatchObject({
      code: 1,
      err: `No backup written: ${file} exists already: a backup never overwrites a file.`,
    });
  });
});

describe('club restore', () => {
  it('puts a backup in place with every handover it holds, keeps the database as it was beside it, and is audited', async () => {
    const { deps, db, dir, live, lot, members } = await clubOnFile();
    const writer = startWriter(
      live,
      lot.id,
      members.map((m) => m.user.id),
    );
    const file = path.join(dir, 'copy.sqlite');
    try {
      await writer.until(10);
      expect((await cli(deps, 'backup', file)).code).toBe(0);
      await writer.until(writer.committed.length + 10);
    } finally {
      await writer.stop();
    }
    const inCopy = ids(new DatabaseSync(file, { readOnly: true }));
    const latest = ids(db);
    expect(latest.length).toBeGreaterThan(inCopy.length);

    const result = await cli(deps, 'restore', file);
    expect(result.code).toBe(0);
    expect(ids(db)).toEqual(inCopy);
    const previous = result.out.match(/^The database as it was: (.+)$/m)![1]!;
    expect(ids(new DatabaseSync(previous, { readOnly: true }))).toEqual(latest);
    expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    const [entry] = listAuditEntries(db, {}, { limit: 1, offset: 0 }).items;
    expect([entry!.action, entry!.via]).toEqual(['database.restored', 'cli']);
  });

  it('refuses a damaged backup with a message, changing nothing', async () => {
    const { deps, db, dir } = await clubOnFile();
    const good = path.join(dir, 'good.sqlite');
    expect((await cli(deps, 'backup', good)).code).toBe(0);
    const damaged = path.join(dir, 'damaged.sqlite');
    copyFileSync(good, damaged);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 4096 * 3); // two pages of noise in the middle
    closeSync(fd);
    const text = path.join(dir, 'notes.sqlite');
    writeFileSync(text, 'this is not a database, just notes about one\n'.repeat(200));
    const before = { handovers: ids(db), audit: listAuditEntries(db, {}, { limit: 1, offset: 0 }).items[0]!.id };

    for (const file of [damaged, text]) {
      const result = await cli(deps, 'restore', file);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        new RegExp(
          `^Nothing restored: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .+\\. The database is unchanged\\.$`,
        ),
      );
    }
    expect(ids(db)).toEqual(before.handovers);
    expect(listAuditEntries(db, {}, { limit: 1, offset: 0 }).items[0]!.id).toBe(before.audit);
    expect(existsSync(`${dir}/club.sqlite.before-restore-`)).toBe(false);
  });
});
