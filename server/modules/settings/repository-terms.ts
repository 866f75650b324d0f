// What a member accepted of each terms document: the highest accepted version per document name.
import { sql, type Database } from '../../db/open.ts';

export interface AcceptedVersionRow {
  name: string;
  version: number;
  accepted_at: string;
}

export function acceptedVersions(db: Database, userId: number): AcceptedVersionRow[] {
  return sql(
    db,
    `SELECT d.name, d.version, a.accepted_at FROM terms_acceptances a JOIN terms_documents d ON d.id = a.terms_document_id
     WHERE a.user_id = ? AND d.version = (
       SELECT MAX(d2.version) FROM terms_acceptances a2 JOIN terms_documents d2 ON d2.id = a2.terms_document_id WHERE a2.user_id = a.user_id AND d2.name = d.name)
     ORDER BY d.name`,
  ).all(userId) as unknown as AcceptedVersionRow[];
}
