// GET/POST/DELETE user/settings/push (docs/spec.md §4 "Web push"): a member's own browsers only;
// endpoints the server would not send to and malformed keys are 422s on their fields.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, limitedTokenFor, signedInMember } from './settings-helpers.ts';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscription = (endpoint = 'https://push.example.com/send/abc') => ({ endpoint, keys: KEYS });

describe('GET user/settings/push', () => {
  it('answers the server’s VAPID public key and no browsers yet', async () => {
    const m = await signedInMember();
    const res = await m.as('GET', '/api/user/settings/push');
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toBe(0);
    // an uncompressed P-256 point, base64url: 65 bytes
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
  });

  it('answers no key outside demo mode when VAPID keys are not configured', async () => {
    const w = createWorld({ env: { APP_DEMO: 'false' } });
    const m = await signedInMember({}, w);
    expect((await m.as('GET', '/api/user/settings/push')).body.public_key).toBeNull();
    const res = await m.as('POST', '/api/user/settings/push', subscription());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ endpoint: ['Web push is not set up on this server.'] });
  });

  it('uses the configured VAPID keys when set', async () => {
    const w = createWorld({ env: { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' } });
    const m = await signedInMember({}, w);
    expect((await m.as('GET', '/api/user/settings/push')).body.public_key).toBe('BPublic');
  });
});

describe('POST user/settings/push', () => {
  it('saves this browser’s subscription once, however often it is sent', async () => {
    const m = await signedInMember();
    expect((await m.as('POST', '/api/user/settings/push', subscription())).body.subscriptions).toBe(1);
    expect((await m.as('POST', '/api/user/settings/push', subscription())).body.subscriptions).toBe(1);
    expect(
      (await m.as('POST', '/api/user/settings/push', subscription('https://push.example.com/2'))).body.subscriptions,
    ).toBe(2);
  });

  it('refuses an endpoint the server would not send to: http, an IP address, a host of the local network', async () => {
    const m = await signedInMember();
    for (const endpoint of [
      'http://push.example.com/x',
      'https://10.0.0.1/x',
      'https://[fd00::1]/x',
      'https://intranet/x',
    ]) {
      const res = await m.as('POST', '/api/user/settings/push', subscription(endpoint));
      expect(res.status, endpoint).toBe(422);
      expect(res.body.errors, endpoint).toEqual({ endpoint: ['The push address field must be a valid URL.'] });
    }
  });

  it('refuses loopback outside demo mode (where the tests’ push service listens)', async () => {
    const env = { APP_DEMO: 'false', VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' };
    const m = await signedInMember({}, createWorld({ env }));
    for (const endpoint of ['http://127.0.0.1:9/x', 'https://localhost/x', 'https://[::1]/x'])
      expect((await m.as('POST', '/api/user/settings/push', subscription(endpoint))).status, endpoint).toBe(422);
  });

  it('answers 422 with field errors for missing or malformed keys, in German too', async () => {
    const m = await signedInMember();
    const res = await m.as('POST', '/api/user/settings/push', { endpoint: 'not a url', keys: { p256dh: 'a+b/c' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    const de = await m.as('POST', '/api/user/settings/push', { keys: KEYS }, { headers: { 'Accept-Language': 'de' } });
    expect(de.body.errors.endpoint).toEqual(['Push-Adresse ist erforderlich.']);
  });

  it('answers 401 without a token, 403 in ghost mode and for an API token', async () => {
    const m = await signedInMember();
    expect((await createWorld().call('POST', '/api/user/settings/push', { body: subscription() })).status).toBe(401);
    for (const token of [ghostTokenFor(m.w, m.user), limitedTokenFor(m.w, m.user)])
      expect((await m.w.call('POST', '/api/user/settings/push', { token, body: subscription() })).status).toBe(403);
    expect((await m.as('GET', '/api/user/settings/push')).body.subscriptions).toBe(0);
  });
});

describe('DELETE user/settings/push', () => {
  it('removes the caller’s own subscription', async () => {
    const m = await signedInMember();
    await m.as('POST', '/api/user/settings/push', subscription());
    expect(
      (await m.as('DELETE', '/api/user/settings/push', { endpoint: subscription().endpoint })).body.subscriptions,
    ).toBe(0);
  });

  it('leaves another member’s subscription alone', async () => {
    const mia = await signedInMember();
    const max = await signedInMember({}, mia.w);
    await mia.as('POST', '/api/user/settings/push', subscription());
    const res = await max.as('DELETE', '/api/user/settings/push', { endpoint: subscription().endpoint });
    expect(res.status).toBe(200);
    expect((await mia.as('GET', '/api/user/settings/push')).body.subscriptions).toBe(1);
  });
});
