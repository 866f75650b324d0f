// Publishing a new version of a terms document (docs/spec.md §10, §2 "Dialogs"): the board in the
// staff area and `club terms:publish` both call this. The version and its audit entry are one
// transaction; a version published now reaches members at their next header load and, online, at
// once (TermsPublished on the public `terms` channel opens the dialog).
import { TERMS_CHANNEL, TERMS_PUBLISHED_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { insertTermsDocument } from '../../auth/repository-terms.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';

export interface PublishedTerms {
  id: number;
  name: string;
  name_de: string;
  version: number;
  url: string;
  published_at: string;
}

export async function publishTerms(
  deps: AppDeps,
  actor: AuditActor,
  input: { name: string; nameDe?: string; url: string; publishAt: Date | null },
): Promise<PublishedTerms> {
  const now = toTimestamp(deps.clock.now());
  const publishedAt = input.publishAt ? toTimestamp(input.publishAt) : now;
  const nameDe = input.nameDe?.trim() ?? '';
  const published = transaction(deps.db, () => {
    const { version } = sql(
      deps.db,
      'SELECT COALESCE(MAX(version), 0) + 1 AS version FROM terms_documents WHERE name = ?',
    ).get(input.name) as { version: number };
    const id = insertTermsDocument(deps.db, {
      name: input.name,
      name_de: nameDe,
      version,
      url: input.url,
      published_at: publishedAt,
      created_at: now,
    });
    recordAudit(deps, actor, {
      action: 'terms.published',
      subject: { type: 'terms', id: `${input.name} v${version}` },
      after: { name: input.name, name_de: nameDe, version, url: input.url, published_at: publishedAt },
    });
    return { id, name: input.name, name_de: nameDe, version, url: input.url, published_at: publishedAt };
  });
  if (publishedAt <= now) {
    try {
      await deps.broadcaster.broadcast([TERMS_CHANNEL], TERMS_PUBLISHED_EVENT, {});
    } catch (error) {
      deps.log.warn('TermsPublished not broadcast', { error: error instanceof Error ? error.message : String(error) });
    }
  }
  return published;
}

/** Every version of every document, newest first, with how many members accepted it. */
export function listTermsVersions(db: Database) {
  return sql(
    db,
    `SELECT d.id, d.name, d.name_de, d.version, d.url, d.published_at,
            (SELECT COUNT(*) FROM terms_acceptances a WHERE a.terms_document_id = d.id) AS accepted
       FROM terms_documents d ORDER BY d.published_at DESC, d.id DESC LIMIT 50`,
  ).all() as unknown as (PublishedTerms & { accepted: number })[];
}
