// `backup <file>` and `restore <file>` (docs/spec.md §12 "Nothing lost"; server/db/backup.ts does
// the work). Each is one audit entry: the backup in the database it copied, the restore in the
// database as restored, so the trail says which copy the club runs on now.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cliActor } from '../audit/actors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { toTimestamp } from '../clock.ts';
import { BackupError, restoreBackup, writeBackup } from '../db/backup.ts';
import type { AppDeps } from '../http/env.ts';
import type { Command, Io } from './commands.ts';

export const BACKUP_USAGE = `
Backups (KCanG §26: records kept five years):
  backup <file>                   write a consistent copy of the running database to a new file
                                  (SQLite's online backup; handovers may go on meanwhile)
  restore <file>                  check a backup and put it in place of the database (stop the server
                                  first); the database as it was is kept as <database>.before-restore-<time>`;

function fileArgument(name: string, args: string[], io: Io): string | null {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    io.err(`Usage: npm run club -- ${name} <file>`);
    return null;
  }
  return positionals[0]!;
}

export const backupCommands: Record<string, Command> = {
  async backup(deps: AppDeps, args, io) {
    const file = fileArgument('backup', args, io);
    if (file === null) return 2;
    try {
      const facts = await writeBackup(deps.db, file);
      recordAudit(deps, cliActor(), {
        action: 'database.backed-up',
        subject: { type: 'database', id: path.basename(facts.file) },
        after: { file: facts.file, handovers: facts.handovers, schema: facts.schema },
      });
      io.out(
        `Backup written to ${facts.file}: ${facts.pages} pages, ${facts.handovers} handover records, integrity ok.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      io.err(`No backup written: ${error.message}`);
      return 1;
    }
  },

  async restore(deps: AppDeps, args, io) {
    const file = fileArgument('restore', args, io);
    if (file === null) return 2;
    try {
      const { restored, previous } = await restoreBackup(deps.db, file, toTimestamp(deps.clock.now()));
      recordAudit(deps, cliActor(), {
        action: 'database.restored',
        subject: { type: 'database', id: path.basename(restored.file) },
        after: { file: path.resolve(restored.file), handovers: restored.handovers, previous },
      });
      io.out(`Restored ${restored.file}: ${restored.handovers} handover records, integrity ok.`);
      io.out(`The database as it was: ${previous}`);
      return 0;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      io.err(`Nothing restored: ${error.message} The database is unchanged.`);
      return 1;
    }
  },
};
