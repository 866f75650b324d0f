-- The posts editor in the staff area (docs/spec.md §10 "Posts"): a post keeps what its editor wrote
-- (Markdown or HTML) beside the cleaned HTML it is shown as, so it can be edited again.
ALTER TABLE posts ADD COLUMN body_source TEXT;
ALTER TABLE posts ADD COLUMN body_format TEXT CHECK (body_format IN ('markdown', 'html'));
