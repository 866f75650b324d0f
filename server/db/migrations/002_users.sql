-- Members, their address, permissions. Timestamps are Eloquent strings (2026-01-01T10:00:00.000000Z).
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email_verified_at TEXT,
  password TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en',
  ip_address TEXT,
  ref_hash TEXT NOT NULL UNIQUE,
  sponsor_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  firstline INTEGER NOT NULL DEFAULT 0,
  wallet_address TEXT,
  instruction_state TEXT NOT NULL DEFAULT '{}',
  -- 2FA: secret encrypted with APP_KEY; enforced only once confirmed (google2fa_enabled_at).
  google2fa_secret TEXT,
  google2fa_enabled_at TEXT,
  google2fa_last_step INTEGER,
  -- Support can force an emailed code at the next login even when 2FA is on.
  email_verification_forced INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX users_sponsor ON users (sponsor_id);

CREATE TABLE addresses (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  firstname TEXT NOT NULL DEFAULT '',
  lastname TEXT NOT NULL DEFAULT '',
  street TEXT,
  zip TEXT,
  city TEXT,
  country TEXT,
  region TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE permissions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE user_permissions (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, permission_id)
);
