-- Web push (docs/spec.md §4 "Web push"): one row per browser that opted in, the push service's
-- endpoint and the keys the payload is encrypted to (RFC 8291). A push held by quiet hours waits
-- in held_push as its topic only: the text is worded when it goes out, and never says more than
-- that something new is in the portal.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE held_push (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic TEXT NOT NULL,
  release_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX held_push_due ON held_push (release_at);
