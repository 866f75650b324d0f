// Editing the FAQ and the contact categories in the staff area (docs/spec.md §10 "Support inbox"):
// add, change and remove FAQ categories, their questions and the contact categories members write
// to. One audit entry per change, with the record before and after.
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';

/** What staff edit, each a table and the columns they may set. */
export const SUPPORT_CONTENT = {
  'faq-category': { table: 'faq_categories', columns: ['slug', 'name', 'name_de', 'position'] },
  'faq-question': {
    table: 'faq_questions',
    columns: ['faq_category_id', 'question', 'question_de', 'answer', 'answer_de', 'position'],
  },
  'contact-category': {
    table: 'contact_categories',
    columns: ['slug', 'name', 'name_de', 'description', 'description_de', 'position'],
  },
} as const;
export type SupportContentKind = keyof typeof SUPPORT_CONTENT;

export class ContentError extends Error {
  readonly code: 'unknown' | 'slug_taken' | 'in_use';
  constructor(code: ContentError['code']) {
    super(code);
    this.name = 'ContentError';
    this.code = code;
  }
}

const find = (db: Database, kind: SupportContentKind, id: number) =>
  sql(db, `SELECT * FROM ${SUPPORT_CONTENT[kind].table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined;

function slugTaken(db: Database, kind: SupportContentKind, slug: unknown, id: number | null): boolean {
  if (kind === 'faq-question' || typeof slug !== 'string') return false;
  const row = sql(db, `SELECT id FROM ${SUPPORT_CONTENT[kind].table} WHERE slug = ?`).get(slug) as
    { id: number } | undefined;
  return row !== undefined && row.id !== id;
}

/** Adds (id null) or changes a record; answers it as stored. */
export function saveSupportContent(
  deps: AppDeps,
  actor: AuditActor,
  kind: SupportContentKind,
  id: number | null,
  fields: Record<string, string | number>,
): Record<string, unknown> {
  const { table, columns } = SUPPORT_CONTENT[kind];
  return transaction(deps.db, () => {
    const before = id === null ? undefined : find(deps.db, kind, id);
    if (id !== null && !before) throw new ContentError('unknown');
    if (slugTaken(deps.db, kind, fields.slug, id)) throw new ContentError('slug_taken');
    const values = columns.map((column) => fields[column] ?? before?.[column] ?? (column === 'position' ? 0 : ''));
    let saved = id;
    if (id === null) {
      saved = Number(
        sql(deps.db, `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
          ...(values as (string | number)[]),
        ).lastInsertRowid,
      );
    } else {
      sql(deps.db, `UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`).run(
        ...(values as (string | number)[]),
        id,
      );
    }
    const after = find(deps.db, kind, saved!)!;
    recordAudit(deps, actor, {
      action: `${kind}.${id === null ? 'created' : 'updated'}`,
      subject: { type: kind, id: saved! },
      before,
      after,
    });
    return after;
  });
}

/** Removes a record; a contact category members' tickets still name is kept (in_use). */
export function removeSupportContent(deps: AppDeps, actor: AuditActor, kind: SupportContentKind, id: number): void {
  transaction(deps.db, () => {
    const before = find(deps.db, kind, id);
    if (!before) throw new ContentError('unknown');
    if (
      kind === 'contact-category' &&
      sql(deps.db, 'SELECT 1 FROM support_tickets WHERE contact_category_id = ?').get(id)
    )
      throw new ContentError('in_use');
    sql(deps.db, `DELETE FROM ${SUPPORT_CONTENT[kind].table} WHERE id = ?`).run(id);
    recordAudit(deps, actor, { action: `${kind}.removed`, subject: { type: kind, id }, before });
  });
}

/** Everything the editor shows, both languages of each text: FAQ categories with their questions (ids included), contact categories. */
export function supportContent(db: Database) {
  const categories = sql(db, 'SELECT * FROM faq_categories ORDER BY position, id').all() as {
    id: number;
    slug: string;
    name: string;
    name_de: string;
    position: number;
  }[];
  const questions = sql(db, 'SELECT * FROM faq_questions ORDER BY position, id').all() as {
    id: number;
    faq_category_id: number;
    question: string;
    question_de: string;
    answer: string;
    answer_de: string;
    position: number;
  }[];
  return {
    faq: categories.map((category) => ({
      ...category,
      questions: questions
        .filter((q) => q.faq_category_id === category.id)
        .map(({ id, question, question_de, answer, answer_de, position }) => ({
          id,
          question,
          question_de,
          answer,
          answer_de,
          position,
        })),
    })),
    contact: sql(
      db,
      'SELECT id, slug, name, name_de, description, description_de, position FROM contact_categories ORDER BY position, id',
    ).all() as {
      id: number;
      slug: string;
      name: string;
      name_de: string;
      description: string;
      description_de: string;
      position: number;
    }[],
  };
}
