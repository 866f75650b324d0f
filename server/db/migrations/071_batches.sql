-- Batches and their stock in grams (KCanG §17, §18, §26 (1); docs/spec.md §12 "Batches"): each
-- harvest becomes batches with the lab's THC and CBD; only a released batch can be handed over, and
-- the strain menu's stock is the sum of its released batches. Grams are integer milligrams, THC/CBD
-- tenths of a per cent. A batch's stock never goes below zero (CHECK), and every change of it is a
-- stock move, append-only, so the records can be summed for the yearly report (§26 (3)).
CREATE TABLE batches (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE, -- 'B-2026-000001'
  strain_id INTEGER NOT NULL REFERENCES strains (id),
  harvested_on TEXT NOT NULL, -- YYYY-MM-DD
  dry_weight_mg INTEGER NOT NULL CHECK (dry_weight_mg > 0),
  best_before TEXT NOT NULL, -- YYYY-MM-DD
  thc_tenths INTEGER NOT NULL CHECK (thc_tenths BETWEEN 0 AND 1000),
  cbd_tenths INTEGER NOT NULL CHECK (cbd_tenths BETWEEN 0 AND 1000),
  status TEXT NOT NULL CHECK (status IN ('quarantine', 'released', 'recalled', 'destroyed')),
  stock_mg INTEGER NOT NULL CHECK (stock_mg >= 0),
  released_at TEXT,
  recalled_at TEXT,
  recall_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX batches_strain ON batches (strain_id, status);

CREATE TABLE batch_moves (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES batches (id),
  kind TEXT NOT NULL CHECK (kind IN ('received', 'dispensed', 'destroyed', 'lost')),
  mg INTEGER NOT NULL CHECK (mg > 0),
  reason TEXT, -- destroyed and lost: why
  witness TEXT, -- destroyed: who saw it done
  handover_id INTEGER REFERENCES growing_handovers (id),
  actor TEXT NOT NULL, -- the staff member's email at the time, or 'cli:<operator>'
  at TEXT NOT NULL
);
CREATE INDEX batch_moves_batch ON batch_moves (batch_id, at);
CREATE INDEX batch_moves_at ON batch_moves (at);

CREATE TRIGGER batch_moves_no_update BEFORE UPDATE ON batch_moves
BEGIN
  SELECT RAISE(ABORT, 'batch_moves is append-only');
END;
CREATE TRIGGER batch_moves_no_delete BEFORE DELETE ON batch_moves
BEGIN
  SELECT RAISE(ABORT, 'batch_moves is append-only');
END;

-- Every strain's stock so far (with the grams open reservations hold) becomes a released batch of
-- its own, so the menu keeps its grams and its stock is, from now on, only ever the sum of its
-- released batches.
INSERT INTO batches (label, strain_id, harvested_on, dry_weight_mg, best_before, thc_tenths, cbd_tenths, status, stock_mg, released_at, created_at, updated_at)
SELECT 'B-' || substr(created_at, 1, 4) || '-' || printf('%06d', id), id, substr(created_at, 1, 10), total,
       date(substr(created_at, 1, 10), '+1 year'), thc_tenths, cbd_tenths, 'released', total, created_at, created_at, created_at
  FROM (SELECT s.*, s.stock_mg + COALESCE((SELECT SUM(r.grams_mg) FROM growing_reservations r
          WHERE r.strain_id = s.id AND r.status = 'reserved' AND r.released_at IS NULL), 0) AS total
          FROM strains s)
 WHERE total > 0;
INSERT INTO batch_moves (batch_id, kind, mg, actor, at)
SELECT id, 'received', stock_mg, 'migration', created_at FROM batches;
