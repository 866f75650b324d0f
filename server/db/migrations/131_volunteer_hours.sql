-- Volunteer hours (KCanG §17 active participation, docs/spec.md §11): what a member worked for the
-- club, waiting for staff to approve or reject it. Minutes as integers; the day worked in Berlin.
CREATE TABLE volunteer_hours (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  worked_on TEXT NOT NULL, -- YYYY-MM-DD
  task TEXT NOT NULL,
  minutes INTEGER NOT NULL CHECK (minutes > 0 AND minutes <= 720),
  note TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT, -- why it was rejected
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX volunteer_hours_user ON volunteer_hours (user_id, worked_on);
CREATE INDEX volunteer_hours_status ON volunteer_hours (status, id);
