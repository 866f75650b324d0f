-- The audit trail (docs/spec.md §10 "Audit trail", server/audit/audit-log.ts): every staff write, who
-- did it, when, on which record, with a before/after summary. Append-only: the triggers refuse to
-- change or remove an entry, and each entry's hash covers the one before it, so an entry changed
-- or removed behind the triggers' back (or with them dropped) is found by `club audit:verify`.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER, -- the staff member (no foreign key: the entry outlives the account)
  actor TEXT NOT NULL, -- their email at the time, or 'cli:<system user>'
  via TEXT NOT NULL CHECK (via IN ('web', 'cli', 'job')),
  action TEXT NOT NULL, -- e.g. 'order.paid', 'role.granted'
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  before TEXT, -- JSON summary, NULL when the record was created
  after TEXT, -- JSON summary, NULL when the record was removed
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id);
CREATE INDEX audit_log_actor ON audit_log (actor_id);
CREATE INDEX audit_log_action ON audit_log (action);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
