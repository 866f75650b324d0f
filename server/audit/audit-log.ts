// The audit trail (docs/spec.md §10 "Audit trail"): every staff write, from the browser, the CLI or
// the job runner, appends one entry in the same transaction as the write, so the write and its
// entry commit together. Entries are append-only (triggers in server/db/migrations/041_audit_log.sql)
// and chained: each entry's hash is an HMAC (keyed from APP_KEY, which never enters the database)
// over its fields and the previous entry's hash, so an entry changed or removed in the database,
// even by someone who can drop the triggers, breaks the chain at that entry (verifyAuditLog).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { toTimestamp, type Clock } from '../clock.ts';
import { appKeyBytes, type Config } from '../config.ts';
import { sql, transaction, type Database } from '../db/open.ts';

export type AuditVia = 'web' | 'cli' | 'job';

/** Who made the change: a staff member in the portal, the CLI's operator, or the job runner. */
export interface AuditActor {
  /** The staff member's user id; null for the CLI and the job runner. */
  id: number | null;
  /** Their email at the time, `cli:<system user>` or `job:<name>`. */
  label: string;
  via: AuditVia;
}

export interface AuditRecord {
  /** What happened, `<subject>.<verb>`: 'order.paid', 'role.granted', 'age-check.recorded'. */
  action: string;
  subject: { type: string; id: string | number };
  /** A summary of the record before the change (omit when it was created). No secrets, no health data. */
  before?: unknown;
  /** A summary after it (omit when it was removed). */
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: number | null;
  actor: string;
  via: AuditVia;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
}

export type AuditDeps = { db: Database; config: Pick<Config, 'appKey'>; clock: Clock };

/** The chain's start: what the first entry's prev_hash is. */
export const GENESIS_HASH = '0'.repeat(64);

const keys = new WeakMap<object, Buffer>();
function keyOf(config: Pick<Config, 'appKey'>): Buffer {
  let key = keys.get(config);
  if (!key)
    keys.set(config, (key = createHash('sha256').update('club-audit-log').update(appKeyBytes(config)).digest()));
  return key;
}

const summary = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

function hashOf(config: Pick<Config, 'appKey'>, entry: Omit<AuditEntry, 'hash'>): string {
  const fields = [
    entry.id,
    entry.at,
    entry.actor_id,
    entry.actor,
    entry.via,
    entry.action,
    entry.subject_type,
    entry.subject_id,
    entry.before,
    entry.after,
  ];
  return createHmac('sha256', keyOf(config)).update(entry.prev_hash).update(JSON.stringify(fields)).digest('hex');
}

/**
 * Appends one entry. Call it inside the write's own transaction (it joins it): BEGIN IMMEDIATE
 * holds the database's write lock, so two writers, in this process or another, never take the
 * same place in the chain.
 */
export function recordAudit(deps: AuditDeps, actor: AuditActor, record: AuditRecord): AuditEntry {
  return transaction(deps.db, () => {
    const last = sql(deps.db, 'SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1').get() as
      { id: number; hash: string } | undefined;
    const entry: Omit<AuditEntry, 'hash'> = {
      id: (last?.id ?? 0) + 1,
      at: toTimestamp(deps.clock.now()),
      actor_id: actor.id,
      actor: actor.label,
      via: actor.via,
      action: record.action,
      subject_type: record.subject.type,
      subject_id: String(record.subject.id),
      before: summary(record.before),
      after: summary(record.after),
      prev_hash: last?.hash ?? GENESIS_HASH,
    };
    const hash = hashOf(deps.config, entry);
    sql(
      deps.db,
      `INSERT INTO audit_log (id, at, actor_id, actor, via, action, subject_type, subject_id, before, after, prev_hash, hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      entry.id,
      entry.at,
      entry.actor_id,
      entry.actor,
      entry.via,
      entry.action,
      entry.subject_type,
      entry.subject_id,
      entry.before,
      entry.after,
      entry.prev_hash,
      hash,
    );
    return { ...entry, hash };
  });
}

export type AuditVerdict =
  | { ok: true; entries: number; head: string }
  | { ok: false; entries: number; id: number; problem: 'changed' | 'removed' };

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Walks the chain from the start and names the first entry that does not hold: 'changed' when its
 * fields no longer give its hash, or its hash was replaced; 'removed' when the entry with that id
 * is missing (the ids run without gaps). A removed last entry leaves no trace in the database:
 * compare `head` with one noted earlier (docs/spec.md §10 "Audit trail").
 */
export function verifyAuditLog(deps: Pick<AuditDeps, 'db' | 'config'>): AuditVerdict {
  let expectedId = 1;
  let prev = GENESIS_HASH;
  let entries = 0;
  for (const row of sql(deps.db, 'SELECT * FROM audit_log ORDER BY id').iterate() as Iterable<AuditEntry>) {
    entries++;
    if (row.id !== expectedId) return { ok: false, entries, id: expectedId, problem: 'removed' };
    const { hash, ...fields } = row;
    if (!sameHex(row.prev_hash, prev) || !sameHex(hashOf(deps.config, fields), hash))
      return { ok: false, entries, id: row.id, problem: 'changed' };
    prev = hash;
    expectedId++;
  }
  return { ok: true, entries, head: prev };
}
