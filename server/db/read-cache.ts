// Reads answered from memory while the database has not changed (docs/architecture.md decision
// 13): what every authenticated request reads (its token and member, the header summary) is
// read once and served again until any write. A write on this connection shows in total_changes(),
// a commit by another connection (the `club` CLI) in PRAGMA data_version, which is asked at most
// once per turn of the event loop: reads in one turn see the database as of that turn's start.
import type { StatementSync } from 'node:sqlite';
import type { Database } from './open.ts';

/** More distinct keys than this between two writes: start over rather than grow without bound. */
const MAX_ENTRIES = 10_000;

interface CacheState {
  /** SELECT total_changes() and PRAGMA data_version, read as arrays: the cheapest form of a read asked this often. */
  askChanges: StatementSync;
  askDataVersion: StatementSync;
  changes: number;
  dataVersion: number;
  /** data_version was read in this turn of the event loop. */
  checked: boolean;
  entries: Map<string, unknown>;
}

const states = new WeakMap<Database, CacheState>();

/** The cache of `db`, emptied when the database changed since it was filled. */
function current(db: Database): CacheState {
  let state = states.get(db);
  if (!state) {
    const askChanges = db.prepare('SELECT total_changes()');
    askChanges.setReturnArrays(true);
    const askDataVersion = db.prepare('PRAGMA data_version');
    askDataVersion.setReturnArrays(true);
    state = { askChanges, askDataVersion, changes: -1, dataVersion: -1, checked: false, entries: new Map() };
    states.set(db, state);
  }
  const changes = Number((state.askChanges.get() as unknown as [number])[0]);
  let dataVersion = state.dataVersion;
  if (!state.checked) {
    dataVersion = Number((state.askDataVersion.get() as unknown as [number])[0]);
    state.checked = true;
    const checked = state;
    setImmediate(() => (checked.checked = false));
  }
  if (changes !== state.changes || dataVersion !== state.dataVersion || state.entries.size >= MAX_ENTRIES) {
    state.entries.clear();
    state.changes = changes;
    state.dataVersion = dataVersion;
  }
  return state;
}

/**
 * Runs `write`, a write that changes only what the kept reads whose keys start with one of
 * `prefixes` read: those are dropped, every other kept read stays (a token's last use, written once
 * a minute per token, must not make every member's header and page of posts be read again). Inside
 * a transaction it only writes: the commit empties the cache as any write does.
 */
export function writeAffecting<T>(db: Database, prefixes: readonly string[], write: () => T): T {
  if (db.isTransaction) return write();
  const state = current(db);
  const result = write();
  state.changes = Number((state.askChanges.get() as unknown as [number])[0]);
  for (const key of [...state.entries.keys()])
    if (prefixes.some((prefix) => key.startsWith(prefix))) state.entries.delete(key);
  return result;
}

/**
 * `read()`'s answer, kept under `key` until the database changes (or, with `fresh`, until it says
 * the kept answer is out of date, e.g. by the clock). The answer is shared between requests:
 * callers treat it as read-only. Inside a transaction the cache is bypassed, as the transaction
 * may still roll back what it reads.
 */
export function cachedRead<T>(db: Database, key: string, read: () => T, fresh?: (kept: T) => boolean): T {
  if (db.isTransaction) return read();
  const state = current(db);
  if (state.entries.has(key)) {
    const kept = state.entries.get(key) as T;
    if (!fresh || fresh(kept)) return kept;
  }
  const value = read();
  state.entries.set(key, value);
  return value;
}
