// The portal's analytics from the environment: MATOMO_URL + MATOMO_SITE_ID and
// SENTRY_DSN reach GET /api/config (server/http/client-config.ts) and open the portal's CSP
// (server/http/csp.ts) to exactly their origins; unset, both stay off and the policy stays closed.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { portalCsp } from '../../../server/http/csp.ts';
import { createWorld } from '../helpers.ts';

const LOCAL = { APP_URL: 'http://127.0.0.1:8080' };
const MATOMO = { MATOMO_URL: 'https://stats.club.example/matomo', MATOMO_SITE_ID: '3' };
const SENTRY = { SENTRY_DSN: 'https://public@o1.ingest.sentry.example/42' };

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('analytics settings: GET config', () => {
  it('says analytics and error reporting are off while MATOMO_URL and SENTRY_DSN are unset', async () => {
    const res = await createWorld({ env: LOCAL }).call('GET', '/api/config');
    expect(res.body.analytics).toEqual({ matomo: null, sentry: null });
  });

  it('hands the portal the Matomo base URL (with a slash), the site, the name dimension and the Sentry DSN', async () => {
    const res = await createWorld({ env: { ...LOCAL, ...MATOMO, ...SENTRY } }).call('GET', '/api/config');
    expect(res.body.analytics).toEqual({
      matomo: { url: 'https://stats.club.example/matomo/', site_id: 3, name_dimension: 1 },
      sentry: { dsn: SENTRY.SENTRY_DSN },
    });
  });

  it('refuses MATOMO_URL without MATOMO_SITE_ID, a site id that is not a positive integer, and a non-http URL', () => {
    expect(() => loadConfig({ env: { MATOMO_URL: MATOMO.MATOMO_URL } })).toThrow(/MATOMO_SITE_ID/);
    expect(() => loadConfig({ env: { ...MATOMO, MATOMO_SITE_ID: '0' } })).toThrow(/MATOMO_SITE_ID/);
    expect(() => loadConfig({ env: { ...MATOMO, MATOMO_URL: 'javascript:alert(1)' } })).toThrow(/MATOMO_URL/);
    expect(() => loadConfig({ env: { SENTRY_DSN: 'not a url' } })).toThrow(/SENTRY_DSN/);
  });
});

describe('analytics settings: the portal CSP', () => {
  it('names no analytics origin and no matomo Trusted Types policy while unset', () => {
    const csp = portalCsp(createWorld({ env: LOCAL }).config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'trusted-types')).toBe('trusted-types dompurify service-worker');
  });

  it("allows Matomo's origin for its script, hits and beacons, and the policy that loads matomo.js", () => {
    const csp = portalCsp(createWorld({ env: { ...LOCAL, ...MATOMO } }).config);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.club.example");
    expect(directive(csp, 'img-src')).toContain(' https://stats.club.example');
    expect(directive(csp, 'connect-src')).toContain(' https://stats.club.example');
    expect(directive(csp, 'trusted-types')).toBe('trusted-types dompurify service-worker matomo');
  });

  it("allows connections to the Sentry DSN's origin only (no credentials, no scripts)", () => {
    const csp = portalCsp(createWorld({ env: { ...LOCAL, ...SENTRY } }).config);
    expect(directive(csp, 'connect-src')).toContain(' https://o1.ingest.sentry.example');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('public@');
  });
});
