import { sql, type Database } from '../db/open.ts';

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  meta: string;
  created_at: string;
}

export function insertOutboxMail(db: Database, row: Omit<OutboxRow, 'id'>): number {
  const result = sql(
    db,
    'INSERT INTO mail_outbox (to_address, subject, text_body, html_body, meta, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(row.to_address, row.subject, row.text_body, row.html_body, row.meta, row.created_at);
  return Number(result.lastInsertRowid);
}

/** Newest first; optionally only mail to one address. */
export function listOutboxMail(db: Database, options: { to?: string; limit?: number } = {}): OutboxRow[] {
  const limit = options.limit ?? 100;
  if (options.to) {
    return sql(db, 'SELECT * FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(
      options.to,
      limit,
    ) as unknown as OutboxRow[];
  }
  return sql(db, 'SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').all(limit) as unknown as OutboxRow[];
}
