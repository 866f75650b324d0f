-- News posts. body_html is stored sanitised (server/modules/news/sanitize.ts runs on every write); a post
-- is visible once published_at has passed (null: a draft).
CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  vanity_url TEXT NOT NULL UNIQUE,
  excerpt TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL,
  image_url TEXT,
  author TEXT NOT NULL,
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX posts_published ON posts (published_at);
