-- The privacy centre (docs/spec.md §11): closed accounts and the consents' history.
-- A deletion request (GDPR Art. 17) closes the account: the users row stays as a pseudonym (the
-- records the law keeps point at it), closed_at says since when. closed_accounts keeps the identity
-- those records need (KCanG §26 (1): name, first name, year of birth of a handover's recipient) and
-- until when each kind of record is kept (server/privacy/retention.ts).
ALTER TABLE users ADD COLUMN closed_at TEXT;

CREATE TABLE closed_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  closed_at TEXT NOT NULL,
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  birth_year INTEGER,
  handovers_until TEXT, -- YYYY-MM-DD: the last handover record is kept until then; NULL: none
  bookings_until TEXT   -- YYYY-MM-DD: the last booking record is kept until then; NULL: none
);

-- Each change of a consent (analytics, and email or push per notification topic), newest last.
CREATE TABLE consent_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consent TEXT NOT NULL CHECK (consent IN ('analytics', 'email', 'push')),
  topic TEXT, -- the notification topic for email and push; NULL for analytics
  granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
  at TEXT NOT NULL
);
CREATE INDEX consent_events_user ON consent_events (user_id, id);
