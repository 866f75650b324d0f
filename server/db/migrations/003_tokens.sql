-- Sanctum's personal_access_tokens, plus what the devices page shows and the idle timeout.
CREATE TABLE personal_access_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- never reuse an id: plain tokens carry it
  tokenable_type TEXT NOT NULL DEFAULT 'App\Models\User',
  tokenable_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE, -- sha256 hex of the secret part
  abilities TEXT NOT NULL DEFAULT '["*"]',
  last_used_at TEXT,
  expires_at TEXT,
  idle_timeout_minutes INTEGER, -- null: no idle timeout (API tokens)
  ip_address TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX personal_access_tokens_tokenable ON personal_access_tokens (tokenable_type, tokenable_id);
