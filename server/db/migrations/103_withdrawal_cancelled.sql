-- A member may cancel their own pending withdrawal not yet in a payout batch (docs/spec.md §4 "Money
-- and quota"): status 'cancelled', its reserved amount returned at once. SQLite changes a CHECK only
-- by rebuilding the table; nothing references withdrawals, so it is copied as it is.
CREATE TABLE withdrawals_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  status TEXT NOT NULL CHECK (status IN ('pending', 'processed', 'rejected', 'cancelled')),
  reason TEXT,
  withdraw_account_id INTEGER NOT NULL REFERENCES withdraw_accounts (id),
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  approved_at TEXT,
  payout_batch_id INTEGER REFERENCES payout_batches (id)
);
INSERT INTO withdrawals_new (id, user_id, label, amount_cents, currency, status, reason, withdraw_account_id,
    transaction_id, created_at, updated_at, approved_at, payout_batch_id)
  SELECT id, user_id, label, amount_cents, currency, status, reason, withdraw_account_id, transaction_id, created_at,
    updated_at, approved_at, payout_batch_id FROM withdrawals;
DROP TABLE withdrawals;
ALTER TABLE withdrawals_new RENAME TO withdrawals;
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at, id);
