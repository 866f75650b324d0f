-- A published post is announced once when its time comes: PostPublished on the public `news` channel and
-- a notification to each reader (server/modules/news/announce.ts). announced_at marks it done; the
-- post command announced every post published at once before this column existed.
ALTER TABLE posts ADD COLUMN announced_at TEXT;
UPDATE posts SET announced_at = created_at WHERE published_at IS NOT NULL AND published_at <= created_at;
CREATE INDEX posts_unannounced ON posts (published_at) WHERE announced_at IS NULL;
