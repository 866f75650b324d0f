-- Membership in the club (KCanG §16; docs/spec.md §12 "Joining the club"): one row per member or
-- applicant. applied -> checked (staff saw an official photo ID: member_age_checks) -> active with a
-- membership number and start day, or waitlisted at the member limit, or rejected with a reason;
-- an offered place waits for the applicant's yes; left once a leaving notice takes effect.
CREATE TABLE memberships (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('applied', 'checked', 'waitlisted', 'offered', 'active', 'rejected', 'left')),
  number INTEGER UNIQUE, -- the membership number, given once when the member becomes active
  resident_since TEXT NOT NULL, -- YYYY-MM-DD: in Germany since (§16 (4) 1.)
  applied_at TEXT NOT NULL,
  checked_at TEXT,
  checked_by TEXT, -- the staff member's email at the time, or 'cli:<operator>'
  waitlisted_at TEXT, -- the waitlist's order: earliest first
  offered_at TEXT,
  offer_expires_at TEXT,
  started_on TEXT, -- YYYY-MM-DD (Berlin)
  rejected_at TEXT,
  rejection_reason TEXT,
  notice_at TEXT, -- the member's leaving notice
  leaves_on TEXT, -- YYYY-MM-DD: the day the membership ends (no earlier than the minimum membership)
  left_at TEXT,
  erased_at TEXT, -- personal data removed; the records the law keeps stay under the number
  updated_at TEXT NOT NULL
);
CREATE INDEX memberships_status ON memberships (status, waitlisted_at);

-- The applicant's declaration that they belong to no other cannabis club (§16 (3)): kept three
-- years from the day it was given, whatever becomes of the application.
CREATE TABLE membership_declarations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  declarant TEXT NOT NULL, -- the name as declared (a pseudonym once the member's data is erased)
  text TEXT NOT NULL, -- the declaration as the applicant read it, in their language
  statutes_accepted INTEGER NOT NULL CHECK (statutes_accepted = 1),
  fee_plan_accepted INTEGER NOT NULL CHECK (fee_plan_accepted = 1),
  declared_at TEXT NOT NULL,
  keep_until TEXT NOT NULL -- YYYY-MM-DD
);
CREATE INDEX membership_declarations_user ON membership_declarations (user_id);

-- Everyone with an account so far joined the club before the portal recorded memberships: they stay
-- active members, numbered in the order their accounts were made (their age is checked anew at the
-- counter, server/auth/age-checks.ts).
INSERT INTO memberships (user_id, status, number, resident_since, applied_at, started_on, updated_at)
SELECT id, 'active', ROW_NUMBER() OVER (ORDER BY id), substr(created_at, 1, 10), created_at, substr(created_at, 1, 10),
       created_at
  FROM users;
