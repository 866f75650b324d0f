-- The wallet moves money: withdraw accounts get a default flag and are removed softly
-- (withdrawals keep pointing at them); withdrawals are processed or rejected with a reason;
-- orders can be wallet deposits paid by bank transfer that expire; POSTs that move money keep
-- their first answer per Idempotency-Key.
ALTER TABLE withdraw_accounts ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0;
ALTER TABLE withdraw_accounts ADD COLUMN deleted_at TEXT;

CREATE TABLE withdrawals_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  status TEXT NOT NULL CHECK (status IN ('pending', 'processed', 'rejected')),
  reason TEXT,
  withdraw_account_id INTEGER NOT NULL REFERENCES withdraw_accounts (id),
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO withdrawals_new (id, user_id, label, amount_cents, currency, status, reason, withdraw_account_id, transaction_id, created_at, updated_at)
  SELECT id, user_id, label, amount_cents, currency, CASE status WHEN 'completed' THEN 'processed' ELSE status END, NULL,
         withdraw_account_id, transaction_id, created_at, updated_at FROM withdrawals;
DROP TABLE withdrawals;
ALTER TABLE withdrawals_new RENAME TO withdrawals;
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at, id);

CREATE TABLE wallet_orders_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'completed', 'expired')),
  -- 'deposit': money for the member's own wallet, credited when the transfer arrives.
  purpose TEXT NOT NULL DEFAULT 'purchase' CHECK (purpose IN ('purchase', 'deposit')),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('wallet', 'bank_transfer')),
  bank_reference TEXT UNIQUE,
  items TEXT NOT NULL DEFAULT '[]',
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  expires_at TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO wallet_orders_new (id, user_id, label, status, purpose, total_cents, currency, payment_method, bank_reference, items, transaction_id, expires_at, paid_at, created_at, updated_at)
  SELECT id, user_id, label, status, 'purchase', total_cents, currency, payment_method, bank_reference, items, transaction_id, NULL, NULL, created_at, updated_at FROM wallet_orders;
DROP TABLE wallet_orders;
ALTER TABLE wallet_orders_new RENAME TO wallet_orders;
CREATE INDEX wallet_orders_user ON wallet_orders (user_id, created_at, id);
CREATE INDEX wallet_orders_pending ON wallet_orders (status, expires_at);

CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  -- sha256 of method, path and body: the same key with another request is refused.
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
