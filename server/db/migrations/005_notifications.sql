-- Laravel's notifications table (Illuminate/Notifications/Console/stubs/notifications.stub).
CREATE TABLE notifications (
  id TEXT PRIMARY KEY, -- uuid, also the id of the broadcast copy (the client's dedupe key)
  type TEXT NOT NULL,
  notifiable_type TEXT NOT NULL,
  notifiable_id INTEGER NOT NULL,
  data TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notifications_notifiable ON notifications (notifiable_type, notifiable_id, read_at, created_at);

CREATE TABLE fcm_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  access_token_id INTEGER REFERENCES personal_access_tokens (id) ON DELETE SET NULL,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX fcm_tokens_user ON fcm_tokens (user_id);
