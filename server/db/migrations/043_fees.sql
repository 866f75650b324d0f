-- Membership fees (docs/spec.md §10 "Treasury"): fee plans (amount, interval), each member's plan and
-- next due day, and the charges the job runner makes on the due day: from the wallet, or under the
-- member's SEPA direct-debit mandate, collected in a pain.008 file. One charge per member and due day.
CREATE TABLE fee_plans (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  interval TEXT NOT NULL CHECK (interval IN ('month', 'quarter', 'year')),
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE member_fees (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES fee_plans (id),
  next_due TEXT NOT NULL, -- YYYY-MM-DD, Berlin's calendar day
  updated_at TEXT NOT NULL
);

CREATE TABLE sepa_mandates (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  holder TEXT NOT NULL,
  iban TEXT NOT NULL,
  signed_on TEXT NOT NULL, -- YYYY-MM-DD
  consent_at TEXT NOT NULL, -- when the member gave it in the portal
  first_collected INTEGER NOT NULL DEFAULT 0,
  revoked_at TEXT,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX sepa_mandates_one_active ON sepa_mandates (user_id) WHERE revoked_at IS NULL;

CREATE TABLE direct_debit_batches (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  count INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  xml TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE fee_charges (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES fee_plans (id),
  due_on TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- charged: from the wallet; insufficient: the wallet could not pay (listed, member told);
  -- collecting: under the mandate, waiting for the next pain.008 file; collected: in one
  status TEXT NOT NULL CHECK (status IN ('charged', 'insufficient', 'collecting', 'collected')),
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  mandate_id INTEGER REFERENCES sepa_mandates (id),
  debit_batch_id INTEGER REFERENCES direct_debit_batches (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, due_on)
);
CREATE INDEX fee_charges_status ON fee_charges (status, due_on);
