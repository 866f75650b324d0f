-- Chat between members: conversations, their participants (with read state) and messages.
-- Timestamps are Eloquent strings (2026-01-01T10:00:00.000000Z).
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL -- time of the latest message: the list is ordered by it
);

-- Laravel's pivot naming (conversation_user). last_read_message_id is what unread counts use: a
-- message sent in the same microsecond as a read is still unread; last_read_at is for display.
CREATE TABLE conversation_user (
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_at TEXT,
  last_read_message_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_user_user ON conversation_user (user_id, conversation_id);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX messages_conversation ON messages (conversation_id, id);
