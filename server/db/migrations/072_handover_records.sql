-- Every handover is a record the law keeps five years (KCanG §26 (1), (2); docs/spec.md §12
-- "Records"): grams, average THC, date and the recipient (name, first name, year of birth), and here
-- also the batch, the membership number and who handed it over having seen an official photo ID
-- (§19 (2)). When a member's data is erased, recipient_name becomes the membership number's
-- pseudonym; nothing else of a record changes, and none is removed within five years.
ALTER TABLE growing_handovers ADD COLUMN batch_id INTEGER REFERENCES batches (id);
ALTER TABLE growing_handovers ADD COLUMN member_number INTEGER;
ALTER TABLE growing_handovers ADD COLUMN recipient_name TEXT; -- 'Lastname, Firstname'
ALTER TABLE growing_handovers ADD COLUMN recipient_birth_year INTEGER;
ALTER TABLE growing_handovers ADD COLUMN handed_by TEXT; -- staff email at the time, or 'cli:<operator>'
ALTER TABLE growing_handovers ADD COLUMN id_seen INTEGER NOT NULL DEFAULT 0;
CREATE INDEX growing_handovers_at ON growing_handovers (handed_at);
CREATE INDEX growing_handovers_batch ON growing_handovers (batch_id);

CREATE TRIGGER growing_handovers_fixed BEFORE UPDATE OF user_id, strain_id, strain_name, grams_mg, thc_tenths,
  cbd_tenths, price_cents, handed_at, batch_id, member_number, recipient_birth_year, handed_by, id_seen
  ON growing_handovers
BEGIN
  SELECT RAISE(ABORT, 'a handover record is kept as it was written (KCanG §26)');
END;
CREATE TRIGGER growing_handovers_kept BEFORE DELETE ON growing_handovers
  WHEN substr(OLD.handed_at, 1, 10) > date('now', '-5 years')
BEGIN
  SELECT RAISE(ABORT, 'handover records are kept five years (KCanG §26 (2))');
END;
