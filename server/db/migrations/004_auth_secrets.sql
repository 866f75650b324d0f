-- One-time secrets of the auth flows. Only hashes are stored.
CREATE TABLE password_reset_tokens (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  token TEXT NOT NULL, -- sha256 hex
  created_at TEXT NOT NULL
);

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL, -- HMAC-SHA256 with APP_KEY: six digits are too few for a plain hash
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX verification_codes_user ON verification_codes (user_id);

CREATE TABLE login_links (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE, -- sha256 hex
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE two_factor_recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL, -- sha256 hex (codes carry >= 112 bits, ASVS 5.0 6.5.2)
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes (user_id);
