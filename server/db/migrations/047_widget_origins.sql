-- The widgets' allowed origins the board keeps in the staff area (docs/spec.md §10 "Widget
-- origins"), beside WIDGET_ORIGINS: CORS, widget sign-ins and the realtime hub read both at once.
CREATE TABLE widget_origins (
  origin TEXT PRIMARY KEY,
  added_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
