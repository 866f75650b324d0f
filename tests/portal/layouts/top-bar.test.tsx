// docs/spec.md §2 "Top bar": the member's first and last name from the address, the ticket-unread
// indicator (only with tickets in the header summary and an unread count above zero; it opens
// that ticket), the logout button, the module slot (notification bell), and the header summary
// loaded once when it mounts (docs/spec.md §7).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineModule } from '../../../src/core/modules.ts';
import { $session } from '../../../src/core/session/session.ts';
import { configureTracking } from '../../../src/core/tracking.ts';
import { $header } from '../../../src/core/header/store.ts';
import { App } from '../../../src/portal/app.tsx';
import type { ServerModule } from '../../../server/http/module.ts';
import { serverModules } from '../../../server/modules/index.ts';
import { page, testRegistry } from '../support/modules.tsx';
import { createPortalWorld, currentPath, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
afterEach(() => portal.stop());

/** A server module reporting support tickets in GET user/header, as the support module will. */
const ticketsModule = (unread_count: number, unread_ticket_id: number | null): ServerModule => ({
  id: 'tickets-under-test',
  header: () => ({ notifications: { tickets: { unread_count, unread_ticket_id } } }),
});

async function renderTopBar(registry = testRegistry()) {
  visit('/routes');
  render(<App registry={registry} />);
  await screen.findByRole('heading', { level: 1, name: 'Available pages' });
  return screen.getByRole('banner');
}

describe('top bar', () => {
  it("shows the member's first and last name from their address", async () => {
    portal = await createPortalWorld();
    await portal.signIn({ name: 'mia_m', firstname: 'Mia', lastname: 'Muster' });
    const bar = await renderTopBar();
    expect(within(bar).getByText('Mia Muster')).toBeVisible();
  });

  it('shows the account name while the address has no name yet', async () => {
    portal = await createPortalWorld();
    await portal.signIn({ name: 'mia_m', firstname: '', lastname: '' });
    const bar = await renderTopBar();
    expect(within(bar).getByText('mia_m')).toBeVisible();
  });

  it('loads the header summary once when it mounts, and not again on navigation', async () => {
    portal = await createPortalWorld();
    await portal.signIn();
    await renderTopBar();
    await waitFor(() => expect($header.get()).not.toBeNull());
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mia!' });
    expect(portal.requests.filter((r) => r === 'GET user/header')).toEqual(['GET user/header']);
  });

  it("hands the member's id, name, email and IP to the error-reporting context when the summary loads", async () => {
    const contexts: [string, unknown][] = [];
    configureTracking({
      errors: { setUser() {}, setContext: (name, data) => contexts.push([name, data]), captureException() {} },
    });
    portal = await createPortalWorld();
    const { user } = await portal.signIn();
    await renderTopBar();
    await waitFor(() => expect(contexts).toHaveLength(1));
    const me = $session.get().user!;
    expect(contexts[0]).toEqual(['member', { id: user.id, name: me.name, email: me.email, ip_address: me.ip_address }]);
  });

  it('shows no ticket indicator when the summary has no tickets (feature off)', async () => {
    portal = await createPortalWorld();
    await portal.signIn();
    const bar = await renderTopBar();
    await waitFor(() => expect($header.get()).not.toBeNull());
    expect(within(bar).queryByRole('link', { name: /support ticket/ })).toBeNull();
  });

  it('shows no ticket indicator when tickets exist but none is unread', async () => {
    portal = await createPortalWorld({ modules: [...serverModules, ticketsModule(0, null)] });
    await portal.signIn();
    const bar = await renderTopBar();
    await waitFor(() =>
      expect($header.get()?.notifications.tickets).toEqual({ unread_count: 0, unread_ticket_id: null }),
    );
    expect(within(bar).queryByRole('link', { name: /support ticket/ })).toBeNull();
  });

  it('shows the ticket indicator with the unread count when tickets are unread, and it opens that ticket', async () => {
    portal = await createPortalWorld({ modules: [...serverModules, ticketsModule(3, 17)] });
    await portal.signIn();
    const support = defineModule({
      id: 'support',
      routes: [
        {
          name: 'Support:Ticket',
          path: '/support/ticket/:id',
          access: 'auth',
          title: 'test.Ticket',
          load: page('Ticket page'),
        },
      ],
    });
    const bar = await renderTopBar(testRegistry([support]));
    const indicator = await within(bar).findByRole('link', { name: '3 unread replies in support tickets' });
    expect(indicator.getAttribute('href')).toBe('/support/ticket/17');
    expect(indicator.textContent).toContain('3');
    fireEvent.click(indicator);
    await screen.findByRole('heading', { level: 1, name: 'Ticket page' });
    expect(currentPath()).toBe('/support/ticket/17');
  });

  it('logs out with its logout button: token revoked on the server, session cleared, Login shown', async () => {
    portal = await createPortalWorld();
    const { auth } = await portal.signIn();
    const bar = await renderTopBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Login page' });
    expect(currentPath()).toBe('/login');
    expect($session.get().user).toBeNull();
    expect(portal.requests).toContain('POST auth/logout');
    expect((await portal.world.call('GET', '/api/user', { token: auth.access_token })).status).toBe(401);
  });

  it("renders the modules' top bar items in its slot (where the notification bell goes)", async () => {
    portal = await createPortalWorld();
    await portal.signIn();
    const Bell = () => <button type="button">Notifications, 2 unread</button>;
    const bell = defineModule({
      id: 'bell-under-test',
      routes: [],
      topBar: [{ id: 'bell', load: async () => ({ default: Bell }) }],
    });
    const bar = await renderTopBar(testRegistry([bell]));
    expect(await within(bar).findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });
});

describe('top bar: the club', () => {
  it('shows the club name and logo from the server config (APP_NAME, APP_LOGO_URL)', async () => {
    portal = await createPortalWorld({
      env: { APP_NAME: 'Hanfgarten e.V.', APP_LOGO_URL: 'https://club.example/logo.svg' },
    });
    await portal.signIn();
    await portal.runtime.loadClientConfig(); // as src/portal/runtime.ts does before the first render
    const bar = await renderTopBar();
    const home = await within(bar).findByRole('link', { name: /Hanfgarten e\.V\./ });
    await waitFor(() => expect(home.querySelector('img')?.getAttribute('src')).toBe('https://club.example/logo.svg'));
    expect(home.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(within(home).getByText('Hanfgarten e.V.')).toBeVisible();
  });

  it("shows the portal's own mark, as decoration, when the club has no logo", async () => {
    portal = await createPortalWorld({ env: { APP_NAME: 'Hanfgarten e.V.' } });
    await portal.signIn();
    await portal.runtime.loadClientConfig(); // as src/portal/runtime.ts does before the first render
    const bar = await renderTopBar();
    const home = await within(bar).findByRole('link', { name: /Hanfgarten e\.V\./ });
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('svg.club-brand__mark')?.getAttribute('aria-hidden')).toBe('true');
  });
});
