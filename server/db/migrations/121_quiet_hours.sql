-- Quiet hours (docs/spec.md §4 "Notification preferences and quiet hours"): from `starts` to `ends`
-- ('HH:MM', Berlin time) mail about a topic is held in held_mail until `release_at`, the end of
-- the quiet hours it arrived in; security mails never wait. A held mail says no more than that
-- something new is in the portal (nothing about amounts, quota or chat text).
CREATE TABLE notification_quiet_hours (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  starts TEXT NOT NULL,
  ends TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE held_mail (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  release_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX held_mail_due ON held_mail (release_at);
