-- The bell's archive and categories (docs/spec.md §4 "Notifications"): `archived_at` takes a
-- notification out of the inbox lists and counts (archiving also marks it read), `topic` is the
-- notification topic it is about (src/shared/contract/notification-topics.ts), NULL for one that
-- belongs to none (then it is listed only unfiltered). The index serves the lists and the header's
-- counts with both conditions.
ALTER TABLE notifications ADD COLUMN archived_at TEXT;
ALTER TABLE notifications ADD COLUMN topic TEXT;
DROP INDEX notifications_notifiable;
CREATE INDEX notifications_inbox ON notifications (notifiable_type, notifiable_id, archived_at, read_at, created_at);
