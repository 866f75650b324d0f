// Support content: FAQ categories with their questions, and the contact categories a member
// writes to, each text in the reader's language (else the other). SQL only; ordered by position, then id.
import { sql, type Database } from '../../db/open.ts';
import { inLocale } from '../../lang/content.ts';
import type { ContactCategory, FaqCategory, FaqQuestion } from '../../../src/shared/contract/support.ts';

/** Each text in English and German: `name` holds the English one, `name_de` the German one. */
export interface InBothLanguages {
  en: string;
  de?: string;
}

interface FaqCategoryRow {
  id: number;
  slug: string;
  name: string;
  name_de: string;
  position: number;
}

interface FaqQuestionRow extends FaqQuestion {
  faq_category_id: number;
  question_de: string;
  answer_de: string;
  position: number;
}

interface ContactCategoryRow extends Omit<ContactCategory, 'confidential'> {
  name_de: string;
  description_de: string;
  position: number;
  confidential: number;
}

/** The reader's language, else the other. */
const read = (en: string, de: string): string => inLocale({ en, de });

export function insertFaqCategory(
  db: Database,
  category: { slug: string; name: InBothLanguages; position: number },
): number {
  return Number(
    sql(db, 'INSERT INTO faq_categories (slug, name, name_de, position) VALUES (?, ?, ?, ?)').run(
      category.slug,
      category.name.en,
      category.name.de ?? '',
      category.position,
    ).lastInsertRowid,
  );
}

export function insertFaqQuestion(
  db: Database,
  question: { categoryId: number; question: InBothLanguages; answer: InBothLanguages; position: number },
): number {
  return Number(
    sql(
      db,
      `INSERT INTO faq_questions (faq_category_id, question, question_de, answer, answer_de, position)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      question.categoryId,
      question.question.en,
      question.question.de ?? '',
      question.answer.en,
      question.answer.de ?? '',
      question.position,
    ).lastInsertRowid,
  );
}

export function insertContactCategory(
  db: Database,
  category: { slug: string; name: InBothLanguages; description: InBothLanguages; position: number },
): number {
  return Number(
    sql(
      db,
      'INSERT INTO contact_categories (slug, name, name_de, description, description_de, position) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      category.slug,
      category.name.en,
      category.name.de ?? '',
      category.description.en,
      category.description.de ?? '',
      category.position,
    ).lastInsertRowid,
  );
}

const toQuestion = (row: FaqQuestionRow): FaqQuestion => ({
  id: row.id,
  question: read(row.question, row.question_de),
  answer: read(row.answer, row.answer_de),
});

/** Every FAQ category with its questions. */
export function listFaq(db: Database): FaqCategory[] {
  const categories = sql(db, 'SELECT * FROM faq_categories ORDER BY position, id').all() as unknown as FaqCategoryRow[];
  const questions = sql(db, 'SELECT * FROM faq_questions ORDER BY position, id').all() as unknown as FaqQuestionRow[];
  return categories.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: read(category.name, category.name_de),
    questions: questions.filter((q) => q.faq_category_id === category.id).map(toQuestion),
  }));
}

export function findFaqCategory(db: Database, slug: string): FaqCategory | undefined {
  const category = sql(db, 'SELECT * FROM faq_categories WHERE slug = ?').get(slug) as FaqCategoryRow | undefined;
  if (!category) return undefined;
  const questions = sql(db, 'SELECT * FROM faq_questions WHERE faq_category_id = ? ORDER BY position, id').all(
    category.id,
  ) as unknown as FaqQuestionRow[];
  return {
    id: category.id,
    slug: category.slug,
    name: read(category.name, category.name_de),
    questions: questions.map(toQuestion),
  };
}

const toContactCategory = (row: ContactCategoryRow): ContactCategory => ({
  id: row.id,
  slug: row.slug,
  name: read(row.name, row.name_de),
  description: read(row.description, row.description_de),
  confidential: row.confidential === 1,
});

export function listContactCategories(db: Database): ContactCategory[] {
  return (
    sql(db, 'SELECT * FROM contact_categories ORDER BY position, id').all() as unknown as ContactCategoryRow[]
  ).map(toContactCategory);
}

export function findContactCategory(db: Database, slug: string): ContactCategory | undefined {
  const row = sql(db, 'SELECT * FROM contact_categories WHERE slug = ?').get(slug) as ContactCategoryRow | undefined;
  return row && toContactCategory(row);
}
