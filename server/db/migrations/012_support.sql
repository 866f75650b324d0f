-- Support: FAQ categories and questions, contact categories, and the member's tickets with their
-- message thread. A ticket belongs to one member, so its read state is one column: it is unread
-- while a staff message is newer than member_read_at.
CREATE TABLE faq_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE faq_questions (
  id INTEGER PRIMARY KEY,
  faq_category_id INTEGER NOT NULL REFERENCES faq_categories (id) ON DELETE CASCADE,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX faq_questions_category ON faq_questions (faq_category_id, position);

CREATE TABLE contact_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contact_category_id INTEGER REFERENCES contact_categories (id) ON DELETE SET NULL,
  subject TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  member_read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX support_tickets_user ON support_tickets (user_id, updated_at);

CREATE TABLE support_ticket_messages (
  id INTEGER PRIMARY KEY,
  support_ticket_id INTEGER NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('member', 'staff')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX support_ticket_messages_ticket ON support_ticket_messages (support_ticket_id, created_at);
