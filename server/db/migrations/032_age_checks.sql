-- The club's check of a member's age against an official photo ID (KCanG §16, §19 (3)): the fact
-- the quota rules use. member_birth_dates keeps what the member typed (a claim); this table what
-- staff saw on the document, which kind of document, who checked and when. No document number or
-- copy is kept. One row per member: a corrected check replaces it (the audit log keeps the history).
CREATE TABLE member_age_checks (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  date_of_birth TEXT NOT NULL, -- YYYY-MM-DD, as on the document
  document TEXT NOT NULL,      -- the kind: 'ID card', 'passport', ...
  checked_by TEXT NOT NULL,    -- who checked: the staff member's email, or 'cli:<operator>'
  checked_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  checked_at TEXT NOT NULL
);
