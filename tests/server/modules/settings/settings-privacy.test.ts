// Settings: the member's analytics consent (server/modules/settings/routes-privacy.ts):
// off by default, saved to the account, refused to guests, ghost sessions and limited tokens.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, limitedTokenFor, signedInMember } from './settings-helpers.ts';

describe('PUT user/settings/privacy', () => {
  it('starts with no consent: the User says analytics_consent false', async () => {
    const m = await signedInMember();
    expect((await m.as('GET', '/api/user')).body.analytics_consent).toBe(false);
  });

  it('saves the consent and answers the User with it; switching it off is saved too', async () => {
    const m = await signedInMember();
    const on = await m.as('PUT', '/api/user/settings/privacy', { analytics_consent: true });
    expect(on.status).toBe(200);
    expect(on.body.analytics_consent).toBe(true);
    expect((await m.as('GET', '/api/user')).body.analytics_consent).toBe(true);
    await m.as('PUT', '/api/user/settings/privacy', { analytics_consent: false });
    expect((await m.as('GET', '/api/user')).body.analytics_consent).toBe(false);
  });

  it('answers 422 with errors.analytics_consent for a missing or non-boolean value', async () => {
    const m = await signedInMember();
    for (const body of [{}, { analytics_consent: 'maybe' }, { analytics_consent: null }]) {
      const res = await m.as('PUT', '/api/user/settings/privacy', body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['analytics_consent']);
    }
    expect((await m.as('GET', '/api/user')).body.analytics_consent).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await createWorld().call('PUT', '/api/user/settings/privacy', { body: { analytics_consent: true } });
    expect(res.status).toBe(401);
  });

  it('refuses a ghost session and a token without the full ability with 403, changing nothing', async () => {
    const m = await signedInMember();
    for (const token of [ghostTokenFor(m.w, m.user), limitedTokenFor(m.w, m.user)]) {
      const res = await m.w.call('PUT', '/api/user/settings/privacy', { token, body: { analytics_consent: true } });
      expect(res.status).toBe(403);
    }
    expect((await m.as('GET', '/api/user')).body.analytics_consent).toBe(false);
  });
});
