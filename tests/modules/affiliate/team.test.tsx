// The team page (Affiliate:Team) against the real server: the referral link with its QR
// code, the team by level as each member chose to show themself, counts with plurals, and the team
// bonuses only when the server runs the wallet module.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { affiliateModule } from '../../../src/modules/affiliate/index.ts';
import TeamPage from '../../../src/modules/affiliate/pages/team.tsx';
import { toTimestamp } from '../../../server/clock.ts';
import { sql } from '../../../server/db/open.ts';
import { serverModules } from '../../../server/modules/index.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

let teardown: (() => void) | null = null;
afterEach(async () => {
  cleanup();
  teardown?.();
  teardown = null;
  await setLocale('en');
});

// A club outside the advertising ban unless `env` says CLUB_KIND=cannabis (KCanG §6).
async function teamWorld(options: Parameters<typeof createWorld>[0] = {}) {
  const server = createWorld({ ...options, env: { CLUB_KIND: 'general', ...options.env } });
  const sponsor = await server.createUser({ name: 'Sam Sponsor', ref_hash: 'sam2026' });
  const lena = await server.createUser({ name: 'Lena Schmidt', email: 'lena@club.test', sponsor_id: sponsor.id });
  await server.createUser({ name: 'Jonas Weber', sponsor_id: sponsor.id, email_verified_at: null });
  const hidden = await server.createUser({ name: 'Hanna Wolf', sponsor_id: sponsor.id });
  sql(server.db, "UPDATE users SET team_visibility = 'hidden' WHERE id = ?").run(hidden.id);
  await server.createUser({ name: 'Marta Vogel', sponsor_id: lena.id });
  bookTransaction(server.db, {
    userId: sponsor.id,
    type: 'credit',
    amountCents: 1000,
    status: 'completed',
    description: 'Referral bonus: Lena Schmidt',
    kind: 'referral_bonus',
    now: toTimestamp(server.clock.now()),
  });
  const client = await signedInClient(server, server.tokenFor(sponsor), affiliateModule);
  teardown = client.teardown;
  return { server, client };
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <TeamPage />
    </Router>,
  );
}

describe('Team page', () => {
  it('shows the referral link with copy and its QR code, and the team size per level.', async () => {
    await teamWorld();
    renderAt('/affiliate');
    expect((await screen.findByLabelText('Referral link')).textContent).toBe('http://club.test/r/sam2026');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Referred by you: 3 members' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Second level: 1 member' })).toBeVisible();
  });

  it('lists direct referrals as they chose to show themselves, with join date and status, never an email.', async () => {
    await teamWorld();
    renderAt('/affiliate');
    const table = await screen.findByRole('table', { name: 'Referred by you' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map(([name, , status]) => [name, status]).sort()).toEqual([
      ['A member (name not shown)', 'Active'],
      ['Jonas W.', 'Email not confirmed yet'],
      ['Lena S.', 'Active'],
    ]);
    expect(table.textContent).not.toMatch(/Schmidt|Weber|Wolf/);
    expect(document.body.textContent).not.toMatch(/@club\.test/);
  });

  it('shows the second level on its own view.', async () => {
    const { client } = await teamWorld();
    renderAt('/affiliate?level=2');
    const table = await screen.findByRole('table', { name: 'Second level' });
    expect(within(table).getByText('Marta V.')).toBeVisible();
    expect(client.requests).toContain('GET /api/affiliate/team?level=2&page=1');
  });

  it('shows the team bonuses from the wallet ledger when the wallet module runs, and asks for none without it.', async () => {
    await teamWorld();
    renderAt('/affiliate');
    await screen.findByText('1 bonus booked to your wallet');
    expect(screen.getByText('Referral bonus: Lena Schmidt')).toBeVisible();
    cleanup();
    teardown?.();
    const { client } = await teamWorld({ modules: serverModules.filter((m) => m.id !== 'wallet') });
    renderAt('/affiliate');
    await screen.findByRole('table', { name: 'Referred by you' });
    await waitFor(() => expect(client.requests).toContain('GET /api/affiliate'));
    expect(client.requests.filter((r) => r.includes('bonuses'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Team bonuses' })).toBeNull();
  });

  it('reads in German, plurals through Intl.PluralRules.', async () => {
    await teamWorld();
    await setLocale('de');
    renderAt('/affiliate');
    await screen.findByRole('link', { name: 'Von dir geworben: 3 Mitglieder' });
    expect(screen.getByRole('link', { name: 'Zweite Ebene: 1 Mitglied' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mein Team');
  });

  it('lets the member choose how they appear on their sponsor’s team page.', async () => {
    const { client } = await teamWorld();
    renderAt('/affiliate');
    const choice = await screen.findByRole('group', { name: 'How you appear on your sponsor’s team page' });
    expect(within(choice).getByRole('radio', { name: /^First name and initial/ })).toHaveProperty('checked', true);
    const user = userEvent.setup();
    await user.click(within(choice).getByRole('radio', { name: 'Full name' }));
    await user.click(screen.getByRole('button', { name: 'Save choice' }));
    await screen.findByText('Your choice is saved.');
    expect(client.requests).toContain('PUT /api/affiliate/visibility');
  });
});

describe('Team page of a cannabis club (KCanG §6: no advertising)', () => {
  const incentive =
    /bonus|boni|prämie|reward|belohn|recruit|geworben|werben|referr|empfehl|sponsor|invite|einlad|komm in|join our/i;

  for (const [locale, heading, registered] of [
    ['en', 'My team', 'Registered through your link'],
    ['de', 'Mein Team', 'Über deinen Link registriert'],
  ] as const) {
    it(`shows no incentive or bonus wording, and still lists the members one invited (${locale}).`, async () => {
      const { client } = await teamWorld({ env: { CLUB_KIND: 'cannabis' } });
      await setLocale(locale);
      renderAt('/affiliate');
      const table = await screen.findByRole('table', { name: registered });
      expect(within(table).getByText('Lena S.')).toBeVisible();
      await screen.findByRole('group');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(document.body.textContent).not.toMatch(incentive);
      expect(client.requests.filter((r) => r.includes('bonuses'))).toEqual([]);
    });
  }
});
