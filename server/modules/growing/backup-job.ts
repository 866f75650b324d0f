// The nightly backup (docs/spec.md §12 "Nothing lost"): once per Berlin day the job runner writes
// club-YYYY-MM-DD.sqlite to CLUB_BACKUP_DIR (default: backups/ beside the database) through the same backup as `club backup`
// (server/db/backup.ts) and keeps the newest CLUB_BACKUP_KEEP of them. One audit entry per backup.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { jobActor } from '../../audit/actors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { berlinDay } from '../../clock.ts';
import { writeBackup } from '../../db/backup.ts';
import type { AppDeps } from '../../http/env.ts';

/** The day is what counts: an hourly look is enough, and catches up after a restart. */
export const BACKUP_EVERY_MS = 60 * 60 * 1000;

const NIGHTLY = /^club-\d{4}-\d{2}-\d{2}\.sqlite$/;

/** Writes today's backup unless it exists; answers its file, or null when nothing was due. */
export async function nightlyBackup(deps: AppDeps): Promise<string | null> {
  const { backupDir, backupKeep } = deps.config.club;
  // An in-memory database (tests) has nothing to outlive.
  const database = deps.db.location();
  if (backupKeep === 0 || !database) return null;
  const dir = path.resolve(backupDir ?? path.join(path.dirname(database), 'backups'));
  const file = path.join(dir, `club-${berlinDay(deps.clock.now())}.sqlite`);
  const existing = () => {
    try {
      return readdirSync(dir).filter((name) => NIGHTLY.test(name));
    } catch {
      return [];
    }
  };
  if (existing().includes(path.basename(file))) return null;
  const facts = await writeBackup(deps.db, file);
  recordAudit(deps, jobActor('backup'), {
    action: 'database.backed-up',
    subject: { type: 'database', id: path.basename(file) },
    after: { file, handovers: facts.handovers, schema: facts.schema },
  });
  // Names sort by day: the oldest go first.
  for (const old of existing().sort().slice(0, -backupKeep)) rmSync(path.join(dir, old));
  return file;
}
