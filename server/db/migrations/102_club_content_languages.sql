-- Content the club writes carries English and German (docs/spec.md §4 "Language selection"): the
-- existing columns hold the English text, the *_de columns the German one. A reader sees their
-- language and, where it is empty, the other (server/lang/content.ts).
ALTER TABLE faq_categories ADD COLUMN name_de TEXT NOT NULL DEFAULT '';
ALTER TABLE faq_questions ADD COLUMN question_de TEXT NOT NULL DEFAULT '';
ALTER TABLE faq_questions ADD COLUMN answer_de TEXT NOT NULL DEFAULT '';
ALTER TABLE contact_categories ADD COLUMN name_de TEXT NOT NULL DEFAULT '';
ALTER TABLE contact_categories ADD COLUMN description_de TEXT NOT NULL DEFAULT '';
-- A terms document's versions share its English name (the key a new version is found by).
ALTER TABLE terms_documents ADD COLUMN name_de TEXT NOT NULL DEFAULT '';
