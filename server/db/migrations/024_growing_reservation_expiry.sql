-- A reservation not collected on its pickup day has expired once that day is over in Berlin: every
-- reader computes that from slot_at (server/modules/growing/expiry.ts), so the stored status stays
-- 'reserved'. released_at marks that its grams went back to the stock and its held price was released,
-- which the growing sweep does once.
ALTER TABLE growing_reservations ADD COLUMN released_at TEXT;
CREATE INDEX growing_reservations_unreleased ON growing_reservations (slot_at) WHERE status = 'reserved' AND released_at IS NULL;
