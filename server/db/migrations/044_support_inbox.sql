-- The support inbox in the staff area (docs/spec.md §10 "Support inbox"): a ticket can be assigned to
-- a staff member, and staff keep internal notes on it that the member never sees.
ALTER TABLE support_tickets ADD COLUMN assigned_to INTEGER REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE support_ticket_notes (
  id INTEGER PRIMARY KEY,
  support_ticket_id INTEGER NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author TEXT NOT NULL, -- the staff member's name then, or cli:<system user>
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX support_ticket_notes_ticket ON support_ticket_notes (support_ticket_id, id);
