// The affiliate team page's API (docs/spec.md §2): GET affiliate, affiliate/team?level=, affiliate/bonuses.
// Privacy first: a referred member appears only as they agreed to show themself.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { sql } from '../../../../server/db/open.ts';
import { setTeamVisibility } from '../../../../server/modules/affiliate/repository.ts';
import { serverModules } from '../../../../server/modules/index.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { upsertAddress } from '../../../../server/auth/repository-users.ts';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, limitedTokenFor } from '../settings/settings-helpers.ts';

// A club outside the KCanG's advertising ban; a cannabis club's team page: advertising-ban.test.ts.
async function team(options: Parameters<typeof createWorld>[0] = {}) {
  const w = createWorld({ ...options, env: { CLUB_KIND: 'general', ...options.env } });
  const sponsor = await w.createUser({ name: 'Sam Sponsor', ref_hash: 'sam2026' });
  const lena = await w.createUser({ name: 'Lena Schmidt', email: 'lena@club.test', sponsor_id: sponsor.id });
  const jonas = await w.createUser({ name: 'jonas weber', sponsor_id: sponsor.id, email_verified_at: null });
  const marta = await w.createUser({ name: 'Marta Vogel', email: 'marta@club.test', sponsor_id: lena.id });
  const stranger = await w.createUser({ name: 'Stefan Stranger' });
  await w.createUser({ name: 'Far Away', sponsor_id: marta.id });
  return { w, sponsor, lena, jonas, marta, stranger, token: w.tokenFor(sponsor) };
}

describe('GET affiliate', () => {
  it('answers the referral link and the team size per level.', async () => {
    const { w, token } = await team();
    const res = await w.call('GET', '/api/affiliate', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ref_hash: 'sam2026',
      referral_link: 'http://club.test/r/sam2026',
      counts: { level_1: 2, level_2: 1 },
      bonuses_available: true,
      advertising_ban: false,
      team_visibility: 'initial',
    });
  });

  it('answers 401 without a token and 403 to an API token (the team is full-session only).', async () => {
    const { w, sponsor } = await team();
    for (const path of ['/api/affiliate', '/api/affiliate/team', '/api/affiliate/bonuses']) {
      expect((await w.call('GET', path)).status).toBe(401);
      expect((await w.call('GET', path, { token: limitedTokenFor(w, sponsor, 'user:read') })).status).toBe(403);
    }
  });
});

describe('GET affiliate/team', () => {
  it('lists direct referrals with first name and initial, join date and status; never an email or address.', async () => {
    const { w, token, lena } = await team();
    upsertAddress(w.db, {
      user_id: lena.id,
      firstname: 'Lena',
      lastname: 'Schmidt',
      street: 'Geheimweg 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      region: 'BE',
      updated_at: toTimestamp(w.clock.now()),
    });
    const res = await w.call('GET', '/api/affiliate/team', { token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(
      res.body.data
        .map((m: { display_name: string; status: string; level: number }) => [m.display_name, m.status, m.level])
        .sort(),
    ).toEqual([
      ['Lena S.', 'active', 1],
      ['jonas W.', 'pending', 1],
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['display_name', 'joined_at', 'level', 'status']);
    expect(res.text).not.toMatch(/@club\.test|Geheimweg|Schmidt/);
  });

  it('lists the second level, and not the members further down or anyone else’s team.', async () => {
    const { w, token } = await team();
    const res = await w.call('GET', '/api/affiliate/team?level=2', { token });
    expect(res.body.data.map((m: { display_name: string }) => m.display_name)).toEqual(['Marta V.']);
  });

  it('shows the full name only to members who chose it, and no name for those who hid it.', async () => {
    const { w, token, lena, jonas } = await team();
    sql(w.db, "UPDATE users SET team_visibility = 'full' WHERE id = ?").run(lena.id);
    sql(w.db, "UPDATE users SET team_visibility = 'hidden' WHERE id = ?").run(jonas.id);
    const names = (await w.call('GET', '/api/affiliate/team', { token })).body.data.map(
      (m: { display_name: string | null }) => m.display_name,
    );
    expect(names.sort()).toEqual(['Lena Schmidt', null].sort());
  });

  it('shows a member their own team only: the stranger’s team is empty.', async () => {
    const { w, stranger } = await team();
    expect((await w.call('GET', '/api/affiliate/team', { token: w.tokenFor(stranger) })).body.total).toBe(0);
  });

  it('answers 422 with the field error for an unknown level.', async () => {
    const { w, token } = await team();
    const res = await w.call('GET', '/api/affiliate/team?level=3', { token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ level: ['The selected level is invalid.'] });
  });
});

describe('GET affiliate/bonuses', () => {
  it('lists the entries booked as team or referral bonuses (their ledger kind), whatever their text says.', async () => {
    const { w, token, sponsor } = await team();
    const now = toTimestamp(w.clock.now());
    const book = (amountCents: number, description: string, kind?: 'team_bonus' | 'referral_bonus') =>
      bookTransaction(w.db, {
        userId: sponsor.id,
        type: amountCents > 2000 ? 'deposit' : 'credit',
        amountCents,
        status: 'completed',
        description,
        kind,
        now,
      });
    book(5000, 'Deposit');
    book(1000, 'Empfehlungsbonus: Lena Schmidt', 'referral_bonus');
    book(500, 'Team bonus', 'team_bonus');
    book(700, 'Team bonus event refund'); // a plain credit whose text merely looks like a bonus
    const res = await w.call('GET', '/api/affiliate/bonuses', { token });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((b: { amount_cents: number; description: string }) => [b.amount_cents, b.description]).sort(),
    ).toEqual([
      [1000, 'Empfehlungsbonus: Lena Schmidt'],
      [500, 'Team bonus'],
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'amount_cents',
      'created_at',
      'currency',
      'description',
      'label',
    ]);
  });

  it('names the member of a referral bonus as that member chose to be shown: initial, full or not at all, in the request language.', async () => {
    const { w, token, sponsor, lena } = await team();
    const bonus = () =>
      bookTransaction(w.db, {
        userId: sponsor.id,
        type: 'credit',
        amountCents: 1000,
        status: 'completed',
        description: 'Referral bonus',
        kind: 'referral_bonus',
        referredUserId: lena.id,
        now: toTimestamp(w.clock.now()),
      });
    bonus();
    const shown = async (language = 'en') =>
      (await w.call('GET', '/api/affiliate/bonuses', { token, headers: { 'Accept-Language': language } })).body.data[0]
        .description;
    expect(await shown()).toBe('Referral bonus: Lena S.');
    setTeamVisibility(w.db, lena.id, 'full');
    expect(await shown('de')).toBe('Empfehlungsbonus: Lena Schmidt');
    setTeamVisibility(w.db, lena.id, 'hidden');
    expect(await shown()).toBe('Referral bonus');
  });

  it('answers 404 when the club runs without the wallet module.', async () => {
    const { w, token } = await team({ modules: serverModules.filter((m) => m.id !== 'wallet') });
    expect((await w.call('GET', '/api/affiliate/bonuses', { token })).status).toBe(404);
    expect((await w.call('GET', '/api/affiliate', { token })).body.bonuses_available).toBe(false);
  });
});

describe('PUT affiliate/visibility', () => {
  it('lets a member choose how they show on their sponsor’s team page.', async () => {
    const { w, lena, token } = await team();
    const lenaToken = w.tokenFor(lena);
    expect((await w.call('GET', '/api/affiliate', { token: lenaToken })).body.team_visibility).toBe('initial');
    const res = await w.call('PUT', '/api/affiliate/visibility', {
      token: lenaToken,
      body: { team_visibility: 'full' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ team_visibility: 'full' });
    const names = (await w.call('GET', '/api/affiliate/team', { token })).body.data.map(
      (m: { display_name: string }) => m.display_name,
    );
    expect(names).toContain('Lena Schmidt');
  });

  it('answers 401 without a token, 403 to an API token and 422 with the field error for an unknown choice.', async () => {
    const { w, lena } = await team();
    expect((await w.call('PUT', '/api/affiliate/visibility', { body: { team_visibility: 'full' } })).status).toBe(401);
    expect(
      (
        await w.call('PUT', '/api/affiliate/visibility', {
          token: limitedTokenFor(w, lena, 'user:read'),
          body: { team_visibility: 'full' },
        })
      ).status,
    ).toBe(403);
    const res = await w.call('PUT', '/api/affiliate/visibility', {
      token: w.tokenFor(lena),
      body: { team_visibility: 'everything' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ team_visibility: ['The selected team visibility is invalid.'] });
  });

  it('refuses the change in ghost mode: staff look, the member decides.', async () => {
    const { w, lena } = await team();
    const res = await w.call('PUT', '/api/affiliate/visibility', {
      token: ghostTokenFor(w, lena),
      body: { team_visibility: 'hidden' },
    });
    expect(res.status).toBe(403);
    expect((await w.call('GET', '/api/affiliate', { token: w.tokenFor(lena) })).body.team_visibility).toBe('initial');
  });
});
