-- What a member shows of themself on their sponsors' team pages (first name and
-- initial unless they chose more), the language a post is written in (NULL: every member),
-- and when a ticket was admitted at the door (set once by `club ticket:check --admit`).
ALTER TABLE users ADD COLUMN team_visibility TEXT NOT NULL DEFAULT 'initial' CHECK (team_visibility IN ('initial', 'full', 'hidden'));
ALTER TABLE posts ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('en', 'de'));
ALTER TABLE appointment_tickets ADD COLUMN admitted_at TEXT;
