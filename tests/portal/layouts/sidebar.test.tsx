// docs/spec.md §2 "Sidebar menu": sections, entries from modules, hidden/disabled/'Coming Soon' states,
// the small-screen toggle that closes on every route change, member name and logout.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { $layout } from '../../../src/portal/layouts/layout-settings.ts';
import { defineModule } from '../../../src/core/modules.ts';
import { $session } from '../../../src/core/session/session.ts';
import { App } from '../../../src/portal/app.tsx';
import { page, testRegistry } from '../support/modules.tsx';
import { createPortalWorld, currentPath, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;

beforeEach(async () => {
  portal = await createPortalWorld();
  await portal.signIn({ firstname: 'Ada', lastname: 'Lovelace' });
});
afterEach(() => portal.stop());

async function renderSidebar(registry = testRegistry(), path = '/routes', pageHeading = 'Available pages') {
  visit(path);
  render(<App registry={registry} />);
  await screen.findByRole('heading', { level: 1, name: pageHeading });
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

const sectionNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const entryTexts = (nav: HTMLElement, section: string) =>
  within(within(nav).getByRole('region', { name: section }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const extras = defineModule({
  id: 'extras',
  routes: [
    { name: 'Shop', path: '/shop', access: 'auth', title: 'test.Shop', load: page('Shop') },
    { name: 'Secret', path: '/secret', access: 'auth', title: 'test.Secret', load: page('Secret') },
    { name: 'Audit', path: '/audit', access: 'auth', title: 'test.Audit', permission: 'audit', load: page('Audit') },
  ],
  sidebar: [
    { section: 'personal', label: 'Shop', path: '/shop', state: 'coming-soon', order: 50 },
    { section: 'personal', label: 'Secret', path: '/secret', state: 'hidden', order: 51 },
    { section: 'personal', label: 'Archive', path: '/shop', state: 'disabled', order: 52 },
    { section: 'personal', label: 'Audit', path: '/audit', order: 53 },
  ],
});

describe('sidebar', () => {
  it("shows the 'personal area' section before 'information'", async () => {
    const nav = await renderSidebar();
    expect(sectionNames(nav)).toEqual(['Personal area', 'Information']);
  });

  it('lists Dashboard and Settings, and the entries modules add (Wallet), by order', async () => {
    const nav = await renderSidebar();
    expect(entryTexts(nav, 'Personal area')).toEqual(['Dashboard', 'test.sidebar.wallet', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it("marks News and Help 'Coming Soon' (docs/spec.md §2) (not links) while no module serves their pages", async () => {
    const nav = await renderSidebar();
    const information = within(nav).getByRole('region', { name: 'Information' });
    expect(within(information).queryAllByRole('link')).toEqual([]);
    expect(entryTexts(nav, 'Information')).toEqual(['NewsComing Soon', 'HelpComing Soon']);
  });

  it('turns News into a link once a module registers the News:Posts route', async () => {
    const news = defineModule({
      id: 'news',
      routes: [{ name: 'News:Posts', path: '/posts', access: 'auth', title: 'test.News', load: page('Posts') }],
    });
    const nav = await renderSidebar(testRegistry([news]));
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/posts');
  });

  it("labels a module's entry in that module's texts, loaded for the sidebar before any of its pages", async () => {
    const shop = defineModule({
      id: 'shop',
      routes: [{ name: 'Shop:Home', path: '/shop', access: 'auth', title: 'shop.title', load: page('Shop') }],
      sidebar: [{ section: 'personal', label: 'shop.sidebar', path: '/shop', order: 30 }],
      messages: {
        en: async () => ({ default: { sidebar: 'Club shop' } }),
        de: async () => ({ default: { sidebar: 'Clubladen' } }),
      },
    });
    const nav = await renderSidebar(testRegistry([shop]));
    expect(await within(nav).findByRole('link', { name: 'Club shop' })).toBeVisible();
  });

  it('leaves out hidden entries, shows disabled and coming-soon ones as unavailable, and leaves out entries needing a permission the member lacks', async () => {
    const nav = await renderSidebar(testRegistry([extras]));
    const personal = entryTexts(nav, 'Personal area');
    expect(personal).toContain('ShopComing Soon');
    expect(personal).toContain('ArchiveNot available');
    expect(personal.some((text) => text?.startsWith('Secret'))).toBe(false);
    expect(personal.some((text) => text?.startsWith('Audit'))).toBe(false);
    const shop = within(nav).getByText('Shop').closest('[aria-disabled]');
    expect(shop?.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows an entry needing a permission to members who hold it', async () => {
    portal.stop();
    portal = await createPortalWorld();
    await portal.signIn({ permissions: ['audit'] });
    const nav = await renderSidebar(testRegistry([extras]));
    expect(within(nav).getByRole('link', { name: 'Audit' })).toBeVisible();
  });

  it('leaves out entries whose route is unavailable (Dashboard without the Wallet module)', async () => {
    const nav = await renderSidebar(testRegistry([], ['wallet']));
    expect(entryTexts(nav, 'Personal area')).toEqual(['Settings']);
  });

  it('marks the entry of the current page, also on its sub-pages', async () => {
    const nav = await renderSidebar(testRegistry(), '/settings/account', 'Account settings');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it("shows the member's name and a logout in the sidebar (for small screens)", async () => {
    const nav = await renderSidebar();
    expect(within(nav).getByText('Ada Lovelace')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

describe('sidebar on small screens', () => {
  it('toggles open and closed with the menu button, which says whether it is open', async () => {
    const nav = await renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(nav.classList.contains('club-sidebar--open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(nav.classList.contains('club-sidebar--open')).toBe(false);
  });

  it('closes on every route change', async () => {
    const nav = await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Address settings' });
    expect(currentPath()).toBe('/settings/address');
    expect($layout.get().asideToggled).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).classList.contains('club-sidebar--open')).toBe(
      false,
    );
  });

  it('also closes when the route changes by other means than the menu (back button, code)', async () => {
    await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => navigate('/financial'));
    await screen.findByRole('heading', { level: 1, name: 'Wallet:Overview page' });
    expect($layout.get().asideToggled).toBe(false);
  });

  it('closes when the backdrop beside it is pressed', async () => {
    const nav = await renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(document.querySelector('.club-app__scrim')!);
    expect(nav.classList.contains('club-sidebar--open')).toBe(false);
  });

  it('logs out from the sidebar: the server revokes the token and the member lands on Login', async () => {
    const token = $session.get().token!.access_token;
    const nav = await renderSidebar();
    fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Login page' });
    expect($session.get().isLoggedIn).toBe(false);
    expect($session.get().redirectAfterLogin).toBe(false);
    expect((await portal.world.call('GET', '/api/user', { token })).status).toBe(401);
  });
});
