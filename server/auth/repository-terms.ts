// Versioned terms documents and what each member accepted. The current version of a document is
// its highest version already published. Registering accepts the current ones, the settings and
// the header read them, the terms module lists them for guests.
import { sql, type Database } from '../db/open.ts';
import { inLocale } from '../lang/content.ts';

/** A document's name in the reader's language, else the other. */
export const termsName = (doc: { name: string; name_de?: string | null }): string =>
  inLocale({ en: doc.name, de: doc.name_de ?? '' });

export interface TermsDocumentRow {
  id: number;
  /** The English name, shared by the document's versions; `name_de` the German one ('' when none). */
  name: string;
  name_de: string;
  version: number;
  url: string;
  published_at: string;
  created_at: string;
}

const CURRENT = `SELECT d.* FROM terms_documents d
  WHERE d.published_at <= ? AND d.version = (SELECT MAX(v.version) FROM terms_documents v WHERE v.name = d.name AND v.published_at <= ?)`;

export function currentTermsDocuments(db: Database, now: string): TermsDocumentRow[] {
  return sql(db, `${CURRENT} ORDER BY d.name`).all(now, now) as unknown as TermsDocumentRow[];
}

/** Current documents the member has not accepted (the header's term_updates). */
export function pendingTermsDocuments(db: Database, userId: number, now: string): TermsDocumentRow[] {
  return sql(
    db,
    `${CURRENT} AND NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.user_id = ? AND a.terms_document_id = d.id) ORDER BY d.name`,
  ).all(now, now, userId) as unknown as TermsDocumentRow[];
}

/** The header's term_updates (server/http/header.ts): pendingTermsDocuments over :user and :now, as a JSON list of {name, name_de, url}. */
export const PENDING_TERMS_HEADER_COLUMN = `(SELECT json_group_array(json_object('name', d.name, 'name_de', d.name_de, 'url', d.url) ORDER BY d.name) FROM terms_documents d
  WHERE d.published_at <= :now AND d.version = (SELECT MAX(v.version) FROM terms_documents v WHERE v.name = d.name AND v.published_at <= :now)
  AND NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.user_id = :user AND a.terms_document_id = d.id))`;

/** The next publication after :now: when the pending list may change by the clock alone (server/http/header.ts). */
export const PENDING_TERMS_CHANGES_AT = '(SELECT MIN(published_at) FROM terms_documents WHERE published_at > :now)';

export function acceptCurrentTerms(db: Database, userId: number, now: string): void {
  for (const document of currentTermsDocuments(db, now)) {
    sql(db, 'INSERT OR IGNORE INTO terms_acceptances (user_id, terms_document_id, accepted_at) VALUES (?, ?, ?)').run(
      userId,
      document.id,
      now,
    );
  }
}

export function insertTermsDocument(
  db: Database,
  doc: Omit<TermsDocumentRow, 'id' | 'name_de'> & { name_de?: string },
): number {
  const result = sql(
    db,
    'INSERT INTO terms_documents (name, name_de, version, url, published_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(doc.name, doc.name_de ?? '', doc.version, doc.url, doc.published_at, doc.created_at);
  return Number(result.lastInsertRowid);
}
