-- Whether the member agreed that the club's analytics (Matomo) sees their id and name with each page
-- view (Settings → Privacy, docs/spec.md §2). Off until they switch it on.
ALTER TABLE users ADD COLUMN analytics_consent INTEGER NOT NULL DEFAULT 0 CHECK (analytics_consent IN (0, 1));
