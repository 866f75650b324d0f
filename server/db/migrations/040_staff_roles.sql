-- Staff roles (docs/spec.md §10): the board grants a member named roles; each role is a set of
-- permissions defined in src/shared/contract/staff-roles.ts. A member's permissions are their
-- direct ones (user_permissions) plus their roles' ones.
CREATE TABLE user_roles (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  PRIMARY KEY (user_id, role)
);
