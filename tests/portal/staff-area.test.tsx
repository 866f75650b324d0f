// docs/spec.md §10: the staff area's definitions load only for a member holding a permission; a
// staff member gets the sidebar section "Club" ("Verein") and its pages, a member neither.
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/core/i18n/i18n.ts';
import { App } from '../../src/portal/app.tsx';
import { hasStaffArea, loadPortalRegistry, loadStaffRegistry } from '../../src/portal/first-screen.ts';
import { grantRole } from '../../server/auth/staff-roles.ts';
import { createPortalWorld, currentPath, visit, type PortalWorld } from './support/world.ts';
import { SEED_ACTOR } from '../support/staff.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(async () => {
  portal.stop();
  await setLocale('en');
});

async function signInStaff(role: 'board' | 'treasurer' = 'board') {
  const { user } = await portal.signIn({ email: `${role}@club.test`, name: 'Bea Board' });
  grantRole(portal.world.app.deps, SEED_ACTOR, user.id, role);
  // the session's user as the next GET user brings it, with the role's permissions
  const me = await portal.runtime.api.get<{ permissions: string[] }>('user');
  const { setUser } = await import('../../src/core/session/updates.ts');
  setUser(me as never);
}

describe('the staff area in the portal', () => {
  it("is not in a member's registry.", async () => {
    await portal.signIn();
    const registry = await loadPortalRegistry();
    expect(hasStaffArea(registry)).toBe(false);
    expect(registry.routeForPath('/club/staff')).toBeUndefined();
  });

  it("is in a staff member's registry, with the section Club and the pages their permissions open.", async () => {
    await signInStaff();
    const registry = await loadPortalRegistry();
    expect(registry).toBe(await loadStaffRegistry());
    const club = registry.sidebar().find((section) => section.section === 'club')!;
    expect(club.entries.map((entry) => entry.path)).toEqual([
      '/club',
      '/club/orders',
      '/club/bank',
      '/club/payouts',
      '/club/fees',
      '/club/ledger',
      '/club/inbox',
      '/club/faq',
      '/club/applications',
      '/club/posts',
      '/club/counter',
      '/club/volunteering',
      '/club/events',
      '/club/batches',
      '/club/records',
      '/club/report',
      '/club/prevention',
      '/club/terms',
      '/club/staff',
      '/club/widget-origins',
      '/club/audit',
    ]);
  });

  it('shows a staff member the dashboard under /club with the sidebar section, in German too.', async () => {
    await signInStaff();
    await setLocale('de');
    visit('/club');
    render(<App registry={await loadPortalRegistry()} loadStaffRegistry={loadStaffRegistry} />);
    await screen.findByRole('heading', { level: 1, name: 'Vereinsübersicht' });
    const section = await screen.findByRole('region', { name: 'Verein' });
    // Each staff module's texts load on their own when the sidebar shows its entries.
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Vereinsarbeit' }).textContent).toBe('Vereinsarbeit'),
    );
    await waitFor(() => expect(within(section).queryByRole('link', { name: /^club-/ })).toBeNull());
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Vereinsübersicht',
      'Bestellungen',
      'Kontoauszüge',
      'Auszahlungen',
      'Mitgliedsbeiträge',
      'Mitgliederkonten',
      'Support-Postfach',
      'FAQ und Kontaktthemen',
      'Aufnahmeanträge',
      'Beiträge',
      'Ausgabe',
      'Vereinsarbeit',
      'Veranstaltungen',
      'Chargen',
      'Aufzeichnungen',
      'Jahresbericht',
      // no 'Prävention': the board's role does not hold `prevention` (KCanG §23)
      'Bedingungen',
      'Team und Rollen',
      'Widget-Websites',
      'Prüfprotokoll',
    ]);
    expect(currentPath()).toBe('/club');
  });

  it("shows a treasurer only the pages the treasurer's permissions open.", async () => {
    await signInStaff('treasurer');
    visit('/club/orders');
    render(<App registry={await loadPortalRegistry()} loadStaffRegistry={loadStaffRegistry} />);
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const section = await screen.findByRole('region', { name: 'Club' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Club dashboard',
      'Orders',
      'Bank statements',
      'Payouts',
      'Membership fees',
      'Member ledgers',
    ]);
  });

  it('shows a member who opens /club Notfound: the path does not exist for them (docs/spec.md §2).', async () => {
    await portal.signIn();
    visit('/club');
    render(<App registry={await loadPortalRegistry()} loadStaffRegistry={loadStaffRegistry} />);
    expect((await screen.findByRole('heading', { level: 1, name: 'Page not found' })).textContent).toBe(
      'Page not found',
    );
    expect(currentPath()).toBe('/club');
    expect(screen.queryByRole('region', { name: 'Club' })).toBeNull();
  });
});
