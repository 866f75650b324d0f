// Support content: FAQ categories with their questions, and the contact categories a member
// writes to. SQL only; ordered by position, then id.
import { sql, type Database } from '../../db/open.ts';
import type { ContactCategory, FaqCategory, FaqQuestion } from '../../../src/shared/contract/support.ts';

interface FaqCategoryRow {
  id: number;
  slug: string;
  name: string;
  position: number;
}

interface FaqQuestionRow extends FaqQuestion {
  faq_category_id: number;
  position: number;
}

interface ContactCategoryRow extends Omit<ContactCategory, 'confidential'> {
  position: number;
  confidential: number;
}

export function insertFaqCategory(db: Database, category: { slug: string; name: string; position: number }): number {
  return Number(
    sql(db, 'INSERT INTO faq_categories (slug, name, position) VALUES (?, ?, ?)').run(
      category.slug,
      category.name,
      category.position,
    ).lastInsertRowid,
  );
}

export function insertFaqQuestion(
  db: Database,
  question: { categoryId: number; question: string; answer: string; position: number },
): number {
  return Number(
    sql(db, 'INSERT INTO faq_questions (faq_category_id, question, answer, position) VALUES (?, ?, ?, ?)').run(
      question.categoryId,
      question.question,
      question.answer,
      question.position,
    ).lastInsertRowid,
  );
}

export function insertContactCategory(
  db: Database,
  category: { slug: string; name: string; description: string; position: number },
): number {
  return Number(
    sql(db, 'INSERT INTO contact_categories (slug, name, description, position) VALUES (?, ?, ?, ?)').run(
      category.slug,
      category.name,
      category.description,
      category.position,
    ).lastInsertRowid,
  );
}

const toQuestion = (row: FaqQuestionRow): FaqQuestion => ({ id: row.id, question: row.question, answer: row.answer });

/** Every FAQ category with its questions. */
export function listFaq(db: Database): FaqCategory[] {
  const categories = sql(db, 'SELECT * FROM faq_categories ORDER BY position, id').all() as unknown as FaqCategoryRow[];
  const questions = sql(db, 'SELECT * FROM faq_questions ORDER BY position, id').all() as unknown as FaqQuestionRow[];
  return categories.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    questions: questions.filter((q) => q.faq_category_id === category.id).map(toQuestion),
  }));
}

export function findFaqCategory(db: Database, slug: string): FaqCategory | undefined {
  const category = sql(db, 'SELECT * FROM faq_categories WHERE slug = ?').get(slug) as FaqCategoryRow | undefined;
  if (!category) return undefined;
  const questions = sql(db, 'SELECT * FROM faq_questions WHERE faq_category_id = ? ORDER BY position, id').all(
    category.id,
  ) as unknown as FaqQuestionRow[];
  return { id: category.id, slug: category.slug, name: category.name, questions: questions.map(toQuestion) };
}

const toContactCategory = (row: ContactCategoryRow): ContactCategory => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
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
