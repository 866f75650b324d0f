-- Member settings: notification preferences, the marker of tokens made on the API token page
-- (everything else in personal_access_tokens is a login session, listed as a device), and one
-- member per wallet address (Sign-In with Ethereum finds members by it, in any letter case).
CREATE TABLE notification_preferences (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic TEXT NOT NULL,
  mail INTEGER NOT NULL, -- 0 | 1
  push INTEGER NOT NULL, -- 0 | 1
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, topic)
);

CREATE TABLE settings_api_tokens (
  token_id INTEGER PRIMARY KEY REFERENCES personal_access_tokens (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE UNIQUE INDEX users_wallet_address_unique ON users (lower(wallet_address)) WHERE wallet_address IS NOT NULL;
