-- Sign-In with Ethereum (EIP-4361): nonces handed out by GET auth/siwe/nonce, each usable once
-- within a few minutes. Only sha256(nonce) is stored. Members are found by users.wallet_address.
CREATE TABLE siwe_nonces (
  id INTEGER PRIMARY KEY,
  nonce_hash TEXT NOT NULL UNIQUE, -- sha256 hex
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX siwe_nonces_expires ON siwe_nonces (expires_at);
