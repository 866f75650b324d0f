-- The confidential contact topic (074_confidential_support.sql) in German as well, now that club
-- content carries both languages (102_club_content_languages.sql).
UPDATE contact_categories
SET name_de = 'Präventionsbeauftragte Person (vertraulich)',
  description_de = 'Fragen zu Cannabiskonsum, Gesundheit oder Sucht. Nur die präventionsbeauftragte Person des Clubs liest sie, niemand sonst aus dem Team.'
WHERE slug = 'prevention' AND name_de = '';
