// The server's write-ahead log written back to the database file on a thread of its own. SQLite
// does it in the connection that commits once the log passes 1,000 pages, and a checkpoint ends in
// an fsync: on a club evening one token's recorded use waited 523 ms for it on a busy disk, and
// every request waited with it (bench/README.md). The server's connection never checkpoints; a
// worker with its own connection does, PASSIVE (it never waits for or blocks a reader or writer).
import { Worker } from 'node:worker_threads';
import type { Database } from './open.ts';

/** How often the worker writes the log back. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's own default, given back to the server's connection if the worker stops by itself. */
const AUTOCHECKPOINT_PAGES = 1_000;

export interface Checkpointer {
  /** Ends the worker (the last connection to close writes the rest back, as SQLite does). */
  stop(): Promise<void>;
}

/** Moves the checkpoints of `db` (a WAL database at `file`) to a worker; nothing for ':memory:'. */
export function checkpointOffThread(db: Database, file: string, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  if (file === ':memory:') return { stop: async () => {} };
  db.exec('PRAGMA wal_autocheckpoint = 0');
  let stopping = false;
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData: { file, everyMs } });
  worker.unref();
  // a worker that died must not leave the log growing without end
  worker.once('exit', () => {
    if (!stopping && db.isOpen) db.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  });
  worker.once('error', (error) => console.error('The checkpoint worker stopped:', error));
  return {
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}
