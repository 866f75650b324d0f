-- Passkeys (WebAuthn credentials, docs/spec.md §4 "Passkeys"): a member registers one or more on the
-- two-factor page and signs in with one alone (discoverable) or uses one as the verification step.
--   credential_id  base64url, as the authenticator named it; public_key  the COSE key
--   counter        the signature counter last seen (0 for authenticators that keep none)
-- Challenges are single use (spent by the first answer, right or wrong) and live 5 minutes.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT,
  backed_up INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  last_used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX passkeys_user ON passkeys (user_id);

CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'verify')),
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
