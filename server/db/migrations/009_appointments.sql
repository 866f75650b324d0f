-- Appointments for members and public events of the club, and the members' tickets for them.
CREATE TABLE appointments (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('appointment', 'event')),
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  capacity INTEGER CHECK (capacity IS NULL OR capacity > 0), -- NULL: no limit
  price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'EUR',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (ends_at >= starts_at)
);
CREATE INDEX appointments_kind_start ON appointments (kind, starts_at);

CREATE TABLE appointment_tickets (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('registered', 'cancelled', 'used')),
  price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  transaction_id INTEGER REFERENCES wallet_transactions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One live ticket per member and appointment; cancelled ones may pile up.
CREATE UNIQUE INDEX appointment_tickets_one_live ON appointment_tickets (appointment_id, user_id) WHERE status <> 'cancelled';
CREATE INDEX appointment_tickets_user ON appointment_tickets (user_id, status);
