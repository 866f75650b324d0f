-- The member's wallet (EUR, integer cents) and its ledger, orders, withdrawals and withdraw accounts.
-- wallets.balance_cents is a cached sum of the ledger, only ever changed in the same database
-- transaction as the entry that moves it (server/ledger/bookings.ts).
CREATE TABLE wallets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL DEFAULT 'EUR',
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY,
  wallet_id INTEGER NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'order', 'fee', 'credit')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  -- NULL while a credit is pending (it does not count yet).
  balance_after_cents INTEGER,
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  description TEXT NOT NULL,
  reference_type TEXT CHECK (reference_type IN ('order', 'withdrawal', 'ticket')),
  reference_label TEXT,
  -- A client-chosen key: the same deposit or withdrawal request sent twice books once.
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallet_transactions_wallet ON wallet_transactions (wallet_id, created_at, id);
CREATE UNIQUE INDEX wallet_transactions_idempotency ON wallet_transactions (wallet_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE wallet_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'completed')),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('wallet', 'bank_transfer')),
  bank_reference TEXT,
  items TEXT NOT NULL DEFAULT '[]', -- JSON array of {name, quantity, unit_price_cents, total_cents}
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallet_orders_user ON wallet_orders (user_id, created_at, id);

CREATE TABLE withdraw_accounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX withdraw_accounts_user ON withdraw_accounts (user_id);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'rejected')),
  withdraw_account_id INTEGER NOT NULL REFERENCES withdraw_accounts (id),
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at, id);
