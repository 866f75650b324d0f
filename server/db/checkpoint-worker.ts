// The checkpoint worker of ./checkpointer.ts: its own connection to the server's database file,
// writing the log back every `everyMs` without waiting for anyone (PASSIVE).
import { workerData } from 'node:worker_threads';
import { openDatabase } from './open.ts';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = openDatabase(file);
setInterval(() => db.exec('PRAGMA wal_checkpoint(PASSIVE)'), everyMs);
