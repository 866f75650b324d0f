-- What a token carries beyond Sanctum's columns (docs/threats.md T27, T29):
--   session_id             the login this token continues: a refresh rotates the token and keeps it,
--                          so a realtime subscription authorised by the session outlives a refresh and
--                          ends with the session (logout, revocation, expiry). Null: the token's own id.
--   password_confirmed_at  the last fresh confirmation (password, or TOTP with 2FA on) in this session:
--                          adding a payout account needs one within the last 5 minutes.
ALTER TABLE personal_access_tokens ADD COLUMN session_id INTEGER;
ALTER TABLE personal_access_tokens ADD COLUMN password_confirmed_at TEXT;
CREATE INDEX personal_access_tokens_session ON personal_access_tokens (session_id) WHERE session_id IS NOT NULL;
