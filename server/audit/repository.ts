// Reading the audit trail for the board (docs/spec.md §10 "Audit trail"): newest first, filtered by
// action, actor, record or time. Plain SQL; the entries themselves are written by audit-log.ts only.
import { sql, type Database } from '../db/open.ts';
import type { AuditEntry } from './audit-log.ts';

export interface AuditFilter {
  /** An action or its subject prefix: 'order.paid', or 'order' for every order action. */
  action?: string;
  /** Part of the actor's email or cli:/job: label. */
  actor?: string;
  subjectType?: string;
  subjectId?: string;
  /** Timestamps (inclusive from, exclusive to). */
  from?: string;
  to?: string;
}

function where(filter: AuditFilter): { clause: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (filter.action) {
    parts.push("(action = ? OR action LIKE ? ESCAPE '\\')");
    params.push(filter.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`);
  }
  if (filter.actor) {
    parts.push("actor LIKE ? ESCAPE '\\'");
    params.push(`%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.subjectType) {
    parts.push('subject_type = ?');
    params.push(filter.subjectType);
  }
  if (filter.subjectId) {
    parts.push('subject_id = ?');
    params.push(filter.subjectId);
  }
  if (filter.from) {
    parts.push('at >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    parts.push('at < ?');
    params.push(filter.to);
  }
  return { clause: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function listAuditEntries(
  db: Database,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): { items: AuditEntry[]; total: number } {
  const { clause, params } = where(filter);
  const total = (sql(db, `SELECT COUNT(*) AS n FROM audit_log ${clause}`).get(...params) as { n: number }).n;
  const items = sql(db, `SELECT * FROM audit_log ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    page.limit,
    page.offset,
  ) as unknown as AuditEntry[];
  return { items, total };
}

/** How many entries there are (tests count one per staff write). */
export const countAuditEntries = (db: Database): number =>
  (sql(db, 'SELECT COUNT(*) AS n FROM audit_log').get() as { n: number }).n;
