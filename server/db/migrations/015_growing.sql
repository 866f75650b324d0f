-- The Growing module: the club's strains, pickup reservations and the handovers it must
-- document (KCanG §19, §26). Grams are stored as integer milligrams, THC/CBD as tenths of a per
-- cent (15.0 % = 150), money as integer cents.
CREATE TABLE member_birth_dates (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  date_of_birth TEXT NOT NULL, -- YYYY-MM-DD
  updated_at TEXT NOT NULL
);

CREATE TABLE strains (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  thc_tenths INTEGER NOT NULL CHECK (thc_tenths BETWEEN 0 AND 1000),
  cbd_tenths INTEGER NOT NULL CHECK (cbd_tenths BETWEEN 0 AND 1000),
  price_cents_per_gram INTEGER NOT NULL CHECK (price_cents_per_gram >= 0),
  -- What can still be reserved or handed over: reservations hold their grams here.
  stock_mg INTEGER NOT NULL CHECK (stock_mg >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE growing_reservations (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  strain_id INTEGER NOT NULL REFERENCES strains (id),
  grams_mg INTEGER NOT NULL CHECK (grams_mg > 0),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  slot_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('reserved', 'collected', 'cancelled')),
  -- The pending wallet debit that holds the price until the handover.
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX growing_reservations_user ON growing_reservations (user_id, status, slot_at);

CREATE TABLE growing_handovers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  strain_id INTEGER NOT NULL REFERENCES strains (id),
  strain_name TEXT NOT NULL,
  grams_mg INTEGER NOT NULL CHECK (grams_mg > 0),
  thc_tenths INTEGER NOT NULL,
  cbd_tenths INTEGER NOT NULL,
  price_cents INTEGER NOT NULL,
  reservation_id INTEGER REFERENCES growing_reservations (id) ON DELETE SET NULL,
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  handed_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX growing_handovers_user ON growing_handovers (user_id, handed_at);
