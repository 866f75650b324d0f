-- Versioned terms documents; the current version of a name is its latest published one.
CREATE TABLE terms_documents (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  version INTEGER NOT NULL,
  url TEXT NOT NULL,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (name, version)
);

CREATE TABLE terms_acceptances (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_document_id INTEGER NOT NULL REFERENCES terms_documents (id) ON DELETE CASCADE,
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, terms_document_id)
);
