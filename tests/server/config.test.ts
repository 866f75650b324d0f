import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedOrigins, appKeyBytes, loadConfig, parseDotEnv } from '../../server/config.ts';

describe('config', () => {
  it('defaults to port 8080, var/club.sqlite, the local broadcaster and production (demo mode off)', () => {
    const config = loadConfig({ env: {}, envFile: null });
    expect(config).toMatchObject({
      port: 8080,
      databasePath: 'var/club.sqlite',
      appUrl: 'http://localhost:8080',
      broadcastDriver: 'local',
      demo: false,
    });
    expect(config.auth).toMatchObject({ tokenIdleMinutes: 30, tokenLifetimeMinutes: 720 });
    expect(loadConfig({ env: { APP_ENV: 'production' }, envFile: null }).demo).toBe(false);
  });

  it('reads Laravel variable names from a .env file, the environment winning over the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-config-'));
    const file = path.join(dir, '.env');
    writeFileSync(
      file,
      'APP_NAME="Green Club"\nPUSHER_APP_KEY=from-file # comment\nexport PUSHER_HOST=ws.example\nPORT=9000\n',
    );
    const config = loadConfig({ env: { PORT: '9100' }, envFile: file });
    expect(config.appName).toBe('Green Club');
    expect(config.pusher).toMatchObject({ key: 'from-file', host: 'ws.example' });
    expect(config.port).toBe(9100);
  });

  it('parses quoted values, comments and export prefixes in .env files', () => {
    expect(parseDotEnv('# c\nA=1\nB="two words"\nC=\'x#y\'\nexport D=4 # tail\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x#y',
      D: '4',
    });
  });

  it('refuses a non-numeric PORT with a clear error', () => {
    expect(() => loadConfig({ env: { PORT: 'eighty' }, envFile: null })).toThrow('PORT must be a non-negative integer');
  });

  it('builds the CORS allow-list from APP_URL, FRONTEND_URL and WIDGET_ORIGINS', () => {
    const config = loadConfig({
      env: {
        APP_URL: 'https://api.club.example/',
        FRONTEND_URL: 'https://club.example',
        WIDGET_ORIGINS: 'https://a.example, https://b.example/',
      },
      envFile: null,
    });
    expect(allowedOrigins(config)).toEqual([
      'https://api.club.example',
      'https://club.example',
      'https://a.example',
      'https://b.example',
    ]);
  });

  it("decodes a Laravel 'base64:' APP_KEY", () => {
    expect(appKeyBytes({ appKey: `base64:${Buffer.from('k'.repeat(32)).toString('base64')}` }).toString()).toBe(
      'k'.repeat(32),
    );
  });
});
