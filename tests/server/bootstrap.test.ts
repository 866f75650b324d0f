import { describe, expect, it } from 'vitest';
import { ensureAppKey } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { silentLogger } from '../../server/http/env.ts';

describe('bootstrap', () => {
  it('generates an APP_KEY once and keeps it in the database, so the CLI and the server agree', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const config = loadConfig({ env: {}, envFile: null });
    const first = ensureAppKey(config, db, silentLogger).appKey;
    expect(first).toMatch(/^base64:[A-Za-z0-9+/]{43}=$/);
    expect(ensureAppKey(config, db, silentLogger).appKey).toBe(first);
  });

  it('uses APP_KEY from the environment when set', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(ensureAppKey(loadConfig({ env: { APP_KEY: 'base64:abc=' }, envFile: null }), db, silentLogger).appKey).toBe('base64:abc=');
  });
});
