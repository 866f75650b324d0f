// Settings (docs/spec.md §2): /settings redirects to /settings/address; the sections are the settings
// pages of the loaded modules, each at its own address.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineModule } from '../../../src/core/modules.ts';
import { App } from '../../../src/portal/app.tsx';
import { page, testRegistry } from '../support/modules.tsx';
import { createPortalWorld, currentPath, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
  await portal.signIn();
});
afterEach(() => portal.stop());

async function renderAt(path: string, heading: string, registry = testRegistry()) {
  visit(path);
  render(<App registry={registry} />);
  await screen.findByRole('heading', { level: 1, name: heading });
}

const tabs = () => screen.getByRole('navigation', { name: 'Settings sections' });

describe('settings', () => {
  it('redirects /settings to /settings/address', async () => {
    await renderAt('/settings', 'Address settings');
    expect(currentPath()).toBe('/settings/address');
  });

  it("lists the loaded modules' settings pages in order and marks the current one", async () => {
    const withdraw = defineModule({
      id: 'payouts',
      routes: [],
      settings: [
        {
          name: 'WithdrawAccounts',
          path: '/settings/withdraw-accounts',
          label: 'test.settings.withdraw',
          load: page('Withdraw accounts'),
          order: 30,
        },
      ],
    });
    await renderAt('/settings/account', 'Account settings', testRegistry([withdraw]));
    const links = within(tabs()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/settings/address',
      '/settings/account',
      '/settings/withdraw-accounts',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('opens another section through its tab', async () => {
    await renderAt('/settings/address', 'Address settings');
    fireEvent.click(within(tabs()).getByRole('link', { name: 'test.settings.account' }));
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });
    expect(currentPath()).toBe('/settings/account');
  });

  it('titles the page with the section name', async () => {
    // The club name comes from GET config, which the top bar's live cues load too: load it first.
    await portal.runtime.loadClientConfig();
    await renderAt('/settings/account', 'Account settings');
    expect(document.title).toBe('test.settings.account · Test Club');
  });

  it('says Page not found for an unknown section, where it was asked for', async () => {
    await renderAt('/settings/nothing-here', 'Page not found');
    expect(currentPath()).toBe('/settings/nothing-here');
  });

  it('says so when no module offers settings yet', async () => {
    await renderAt('/settings', 'Settings', testRegistry([], ['account']));
    expect(screen.getByText('There are no settings to change yet.')).toBeVisible();
    expect(currentPath()).toBe('/settings');
  });
});
