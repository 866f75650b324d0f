-- Pictures uploaded in the posts editor (docs/spec.md §10 "Posts"): kept in the database, named by
-- the SHA-256 of their bytes (the same picture twice is one row), served from /media/post-images/.
CREATE TABLE post_images (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
