// docs/spec.md §12 "Nothing lost": the job runner writes one backup per Berlin day and keeps the
// newest CLUB_BACKUP_KEEP of them.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { loadClubSettings } from '../../../../server/members/settings.ts';
import { openDatabase } from '../../../../server/db/open.ts';
import { nightlyBackup } from '../../../../server/modules/growing/backup-job.ts';
import { counterWorld } from './counter-world.ts';

async function clubOnFile(env: Record<string, string>) {
  const { w, strain, batch } = await counterWorld();
  batch(strain.id, 30);
  const dir = mkdtempSync(path.join(tmpdir(), 'club-nightly-'));
  w.db.exec(`VACUUM INTO '${path.join(dir, 'club.sqlite')}'`);
  const db = openDatabase(path.join(dir, 'club.sqlite'));
  const config = { ...w.app.deps.config, club: loadClubSettings(env) };
  return { w, dir, deps: { ...w.app.deps, db, config } };
}

describe('the nightly backup', () => {
  it('writes one sound copy a day beside the database and keeps the newest CLUB_BACKUP_KEEP', async () => {
    const { w, dir, deps } = await clubOnFile({ CLUB_BACKUP_KEEP: '2' });
    const backups = path.join(dir, 'backups');
    const written: (string | null)[] = [];
    for (const at of ['2026-01-14T23:30:00Z', '2026-01-15T02:00:00Z', '2026-01-15T23:30:00Z', '2026-01-16T23:30:00Z']) {
      w.clock.set(at);
      written.push(await nightlyBackup(deps));
    }
    // 23:30 UTC on the 14th is the 15th in Berlin: one file for that day, the second look finds it.
    expect(written.map((file) => file && path.basename(file))).toEqual([
      'club-2026-01-15.sqlite',
      null,
      'club-2026-01-16.sqlite',
      'club-2026-01-17.sqlite',
    ]);
    expect(readdirSync(backups).sort()).toEqual(['club-2026-01-16.sqlite', 'club-2026-01-17.sqlite']);
    const copy = new DatabaseSync(path.join(backups, 'club-2026-01-17.sqlite'), { readOnly: true });
    expect(copy.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    expect(copy.prepare('SELECT SUM(stock_mg) AS mg FROM batches').get()).toEqual({ mg: 30_000 });
  });

  it('leaves other files in the folder alone and writes none with CLUB_BACKUP_KEEP=0', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'club-offsite-'));
    writeFileSync(path.join(elsewhere, 'club-manual.sqlite'), 'kept');
    const { w, deps } = await clubOnFile({ CLUB_BACKUP_DIR: elsewhere, CLUB_BACKUP_KEEP: '1' });
    for (const day of ['2026-01-20', '2026-01-21']) {
      w.clock.set(`${day}T12:00:00Z`);
      await nightlyBackup(deps);
    }
    expect(readdirSync(elsewhere).sort()).toEqual(['club-2026-01-21.sqlite', 'club-manual.sqlite']);
    const off = await clubOnFile({ CLUB_BACKUP_KEEP: '0' });
    expect(await nightlyBackup(off.deps)).toBeNull();
    expect(readdirSync(off.dir)).toEqual(['club.sqlite']);
  });
});
