-- The treasury in the staff area (docs/spec.md §10 "Treasury"): orders marked paid carry the bank's
-- booking reference; bank statements (CAMT.053, CSV) are imported, matched and booked once per
-- entry; approved withdrawals are paid out in SEPA credit-transfer batches (pain.001).
ALTER TABLE wallet_orders ADD COLUMN paid_reference TEXT;
ALTER TABLE wallet_orders ADD COLUMN cancel_reason TEXT;

CREATE TABLE bank_imports (
  id INTEGER PRIMARY KEY,
  format TEXT NOT NULL CHECK (format IN ('camt053', 'csv')),
  file_name TEXT NOT NULL,
  file_sha256 TEXT NOT NULL,
  statement_id TEXT, -- the statement's own id (CAMT Stmt/Id), when it has one
  status TEXT NOT NULL DEFAULT 'review' CHECK (status IN ('review', 'booked')),
  imported_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  booked_at TEXT
);

-- One row per credit entry of an imported file; the same bank entry imported again is another row
-- with the same entry_key, and bank_bookings (keyed by entry_key) lets it be booked only once.
CREATE TABLE bank_entries (
  id INTEGER PRIMARY KEY,
  import_id INTEGER NOT NULL REFERENCES bank_imports (id) ON DELETE CASCADE,
  entry_key TEXT NOT NULL, -- the bank's reference for the entry, or a digest of its fields
  booking_date TEXT NOT NULL, -- YYYY-MM-DD
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  remittance TEXT NOT NULL DEFAULT '',
  payer_name TEXT NOT NULL DEFAULT '',
  payer_iban TEXT NOT NULL DEFAULT '',
  -- what matching found: the order by its reference, and how the amount compares
  match TEXT NOT NULL CHECK (match IN ('matched', 'short', 'over', 'unknown', 'not_pending')),
  order_id INTEGER REFERENCES wallet_orders (id) ON DELETE SET NULL
);
CREATE INDEX bank_entries_import ON bank_entries (import_id, id);
CREATE INDEX bank_entries_key ON bank_entries (entry_key);

CREATE TABLE bank_bookings (
  entry_key TEXT PRIMARY KEY,
  entry_id INTEGER NOT NULL REFERENCES bank_entries (id),
  order_id INTEGER NOT NULL REFERENCES wallet_orders (id),
  booked_at TEXT NOT NULL
);

CREATE TABLE payout_batches (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'exported' CHECK (status IN ('exported', 'processed')),
  count INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  xml TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  processed_at TEXT
);

-- Withdrawals the treasurer approved wait for the next payout batch; a batch is one pain.001 file.
ALTER TABLE withdrawals ADD COLUMN approved_at TEXT;
ALTER TABLE withdrawals ADD COLUMN payout_batch_id INTEGER REFERENCES payout_batches (id);
