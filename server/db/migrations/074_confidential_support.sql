-- KCanG §23 (docs/spec.md §12 "Prevention"): the prevention officer is the members' contact person.
-- Messages in a confidential contact category are read by the `prevention` permission only: the
-- support inbox, its dashboard count and `club ticket:reply` never see them. Every club gets one
-- such category; the staff may reword it but not make it ordinary.
ALTER TABLE contact_categories ADD COLUMN confidential INTEGER NOT NULL DEFAULT 0 CHECK (confidential IN (0, 1));

INSERT INTO contact_categories (slug, name, description, position, confidential)
VALUES ('prevention', 'Prevention officer (confidential)',
  'Questions about cannabis use, health or addiction. Only the club''s prevention officer reads them, no other staff.',
  1000, 1)
ON CONFLICT (slug) DO UPDATE SET confidential = 1;
