// Settings: sponsor and referral link (server/modules/settings/routes-sponsor.ts).
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { signedInMember } from './settings-helpers.ts';

describe('GET user/sponsor', () => {
  it("names the member's sponsor, without the sponsor's email, and answers the member's referral link", async () => {
    const w = createWorld();
    const sponsor = await w.createUser({ name: 'Sam Sponsor', email: 'sam@club.test' });
    const m = await signedInMember({ sponsor_id: sponsor.id, ref_hash: 'mia2026' }, w);
    const res = await m.as('GET', '/api/user/sponsor');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sponsor: { name: 'Sam Sponsor' },
      ref_hash: 'mia2026',
      referral_link: 'http://club.test/r/mia2026',
      advertising_ban: true,
    });
    expect(res.text).not.toContain('sam@club.test');
  });

  it('answers sponsor null for a member nobody referred', async () => {
    const m = await signedInMember({ ref_hash: 'solo' });
    expect((await m.as('GET', '/api/user/sponsor')).body).toEqual({
      sponsor: null,
      ref_hash: 'solo',
      referral_link: 'http://club.test/r/solo',
      advertising_ban: true,
    });
  });

  it('says whether the club may advertise (KCanG §6): a cannabis club may not, another kind may', async () => {
    const cannabis = await signedInMember({}, createWorld({ env: { CLUB_KIND: 'cannabis' } }));
    const general = await signedInMember({}, createWorld({ env: { CLUB_KIND: 'general' } }));
    expect((await cannabis.as('GET', '/api/user/sponsor')).body.advertising_ban).toBe(true);
    expect((await general.as('GET', '/api/user/sponsor')).body.advertising_ban).toBe(false);
  });

  it('builds the referral link on FRONTEND_URL when the portal lives elsewhere', async () => {
    const m = await signedInMember(
      { ref_hash: 'abc' },
      createWorld({ env: { FRONTEND_URL: 'https://portal.club.example/' } }),
    );
    expect((await m.as('GET', '/api/user/sponsor')).body.referral_link).toBe('https://portal.club.example/r/abc');
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/sponsor')).status).toBe(401);
  });
});
