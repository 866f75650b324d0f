// Club content in the reader's language (docs/spec.md §4 "Language selection"): the FAQ and the
// contact topics carry English and German; a reader sees their language, else the other.
import { describe, expect, it } from 'vitest';
import {
  insertContactCategory,
  insertFaqCategory,
  insertFaqQuestion,
} from '../../../../server/modules/support/repository.ts';
import { seedSupport } from '../../../../server/modules/support/seed.ts';
import { createWorld } from '../../helpers.ts';

const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9' };

async function world() {
  const w = createWorld({ env: { FEATURE_TICKETS: 'true' } });
  const user = await w.createUser();
  return { w, token: w.tokenFor(user) };
}

describe('the FAQ in the reader language', () => {
  it('answers the demo FAQ in German to a German reader and in English to an English one', async () => {
    const { w, token } = await world();
    seedSupport(w.app.deps);
    const de = await w.call('GET', '/api/support/faq', { token, headers: GERMAN });
    expect(de.body[0].name).toBe('Mitgliedschaft');
    expect(de.body[0].questions[0].question).toBe('Wie werde ich Mitglied?');
    expect(de.body[0].questions[0].answer).toContain('Registriere dich im Portal');
    const en = await w.call('GET', '/api/support/faq', { token, headers: { 'Accept-Language': 'en' } });
    expect(en.body[0].name).toBe('Membership');
    expect(en.body[0].questions[0].question).toBe('How do I become a member?');
  });

  it('answers one category in German as well', async () => {
    const { w, token } = await world();
    seedSupport(w.app.deps);
    const res = await w.call('GET', '/api/support/faq/wallet', { token, headers: GERMAN });
    expect(res.body.name).toBe('Guthaben und Zahlungen');
    expect(res.body.questions[1].question).toBe('Wann werden Auszahlungen überwiesen?');
  });

  it('falls back to the other language where a text has none in the reader language', async () => {
    const { w, token } = await world();
    const db = w.app.deps.db;
    const english = insertFaqCategory(db, { slug: 'only-en', name: { en: 'Only English' }, position: 0 });
    insertFaqQuestion(db, { categoryId: english, question: { en: 'Q?' }, answer: { en: 'A.' }, position: 0 });
    insertFaqCategory(db, { slug: 'only-de', name: { en: '', de: 'Nur Deutsch' }, position: 1 });
    const de = await w.call('GET', '/api/support/faq', { token, headers: GERMAN });
    expect(de.body.map((c: { name: string }) => c.name)).toEqual(['Only English', 'Nur Deutsch']);
    expect(de.body[0].questions[0]).toMatchObject({ question: 'Q?', answer: 'A.' });
    const en = await w.call('GET', '/api/support/faq', { token });
    expect(en.body.map((c: { name: string }) => c.name)).toEqual(['Only English', 'Nur Deutsch']);
  });
});

describe('contact topics in the reader language', () => {
  it('answers the topics and a ticket category in German to a German reader', async () => {
    const { w, token } = await world();
    seedSupport(w.app.deps);
    const res = await w.call('GET', '/api/support/contact/categories', { token, headers: GERMAN });
    expect(res.body[0]).toMatchObject({ slug: 'general', name: 'Allgemeine Frage' });
    expect(res.body[0].description).toBe('Alles rund um den Verein, was unten nicht passt.');
    const opened = await w.call('POST', '/api/support/contact/payments', {
      token,
      headers: GERMAN,
      body: { subject: 'Einzahlung', message: 'Ist sie angekommen?' },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.category).toEqual({ slug: 'payments', name: 'Guthaben und Zahlungen' });
  });

  it('falls back to English for a topic written in English only', async () => {
    const { w, token } = await world();
    insertContactCategory(w.app.deps.db, {
      slug: 'shop',
      name: { en: 'Shop' },
      description: { en: 'Orders in the shop.' },
      position: 0,
    });
    const res = await w.call('GET', '/api/support/contact/categories', { token, headers: GERMAN });
    const shop = (res.body as { slug: string }[]).find((topic) => topic.slug === 'shop');
    expect(shop).toMatchObject({ name: 'Shop', description: 'Orders in the shop.' });
  });

  it('answers the confidential prevention topic in German to a German reader (KCanG §23)', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/contact/categories', { token, headers: GERMAN });
    const prevention = (res.body as { slug: string }[]).find((topic) => topic.slug === 'prevention');
    expect(prevention).toMatchObject({ name: 'Präventionsbeauftragte Person (vertraulich)', confidential: true });
  });
});
