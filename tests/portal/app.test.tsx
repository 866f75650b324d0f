// The portal app against the real server: the route guard of docs/spec.md §2 on every navigation, unknown
// paths, module availability, page title, page views, scroll to top, lazy pages, the error
// boundary, and the session lock (docs/spec.md §4).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { navigate } from 'wouter/use-browser-location';
import { createModuleRegistry } from '../../src/core/module-registry.ts';
import { defineModule, type ModuleRegistry } from '../../src/core/modules.ts';
import { $session, lock, logout } from '../../src/core/session/session.ts';
import { setUser } from '../../src/core/session/updates.ts';
import { configureTracking, followSession, type AnalyticsQueue } from '../../src/core/tracking.ts';
import { App } from '../../src/portal/app.tsx';
import { portalRegistry } from '../../src/portal/modules.ts';
import { toTimestamp } from '../../server/clock.ts';
import { setMaintenance } from '../../server/db/app-state.ts';
import { accountModule, page, testRegistry } from './support/modules.tsx';
import { createPortalWorld, currentPath, visit, type PortalWorld } from './support/world.ts';

let portal: PortalWorld;

beforeEach(async () => {
  portal = await createPortalWorld({ env: { APP_NAME: 'Hanf Club Berlin' } });
});
afterEach(() => portal.stop());

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

function renderAt(path: string, registry = testRegistry()) {
  visit(path);
  return render(<App registry={registry} />);
}

describe("a guest's first screen (the account screens' routes alone)", () => {
  const firstScreens = () => createModuleRegistry([defineModule({ ...accountModule, settings: [] })]);
  function renderFirstScreen(path: string, loadFull: () => Promise<ModuleRegistry>) {
    visit(path);
    return render(<App registry={firstScreens()} loadFullRegistry={loadFull} />);
  }

  it("renders an account screen from its routes alone, without loading every module's definition", async () => {
    const loadFull = vi.fn(() => Promise.resolve(testRegistry()));
    renderFirstScreen('/login', loadFull);
    await heading('Login page');
    expect(loadFull).not.toHaveBeenCalled();
  });

  it("loads every module's definition for a path outside the account screens, and guards it as usual", async () => {
    const loadFull = vi.fn(() => Promise.resolve(testRegistry()));
    renderFirstScreen('/login', loadFull);
    await heading('Login page');
    act(() => navigate('/financial?tab=orders'));
    await waitFor(() => expect($session.get().redirectAfterLogin).toBe('/financial?tab=orders'));
    expect(loadFull).toHaveBeenCalled();
    expect(currentPath()).toBe('/login');
  });

  it("loads every module's definition once the guest signs in, and goes on to their home", async () => {
    const loadFull = vi.fn(() => Promise.resolve(testRegistry()));
    renderFirstScreen('/login', loadFull);
    await heading('Login page');
    await act(() => portal.signIn());
    await heading('Hello, Mia!');
    expect(currentPath()).toBe('/dashboard');
  });

  it("shows the error page when the modules' definitions cannot load", async () => {
    renderFirstScreen('/login', () => Promise.reject(new Error('chunk failed')));
    await heading('Login page');
    act(() => navigate('/financial'));
    await heading('Something went wrong');
  });
});

describe('route guard (docs/spec.md §2)', () => {
  it('sends a logged-in member from a guest screen to the dashboard', async () => {
    await portal.signIn();
    renderAt('/login');
    await heading('Hello, Mia!');
    expect(currentPath()).toBe('/dashboard');
  });

  it('remembers a protected path visited while logged out and goes to Login', async () => {
    renderAt('/financial?tab=orders');
    await heading('Login page');
    expect(currentPath()).toBe('/login');
    expect($session.get().redirectAfterLogin).toBe('/financial?tab=orders');
  });

  it('goes to Register instead of Login when the query has a register key, still remembering the path', async () => {
    renderAt('/financial?register');
    await heading('Register page');
    expect(currentPath()).toBe('/register');
    expect($session.get().redirectAfterLogin).toBe('/financial?register');
  });

  it('replaces the history entry when it redirects, so Back does not return to the guarded page', async () => {
    const before = history.length;
    renderAt('/financial');
    await heading('Login page');
    expect(history.length).toBe(before);
  });

  it('never remembers /lock or /login: a 401 on the lock screen changes nothing', async () => {
    const { auth } = await portal.signIn();
    lock();
    renderAt('/lock');
    await heading('Lock page');
    await expect(portal.runtime.api.get('user')).rejects.toMatchObject({ status: 401 });
    expect($session.get().redirectAfterLogin).toBe(false);
    expect(currentPath()).toBe('/lock');
    expect(auth.user.id).toBe($session.get().user?.id);
  });

  it('never remembers /login: a 401 while Login is shown keeps the page remembered before', async () => {
    renderAt('/financial');
    await heading('Login page');
    expect($session.get().redirectAfterLogin).toBe('/financial');
    await expect(portal.runtime.api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(currentPath()).toBe('/login');
    expect($session.get().redirectAfterLogin).toBe('/financial');
  });

  it('lets public screens through whether logged in or not', async () => {
    renderAt('/lock');
    await heading('Lock page');
    expect(currentPath()).toBe('/lock');
  });

  it('checks the guard again on every navigation, not only on the first page', async () => {
    await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    act(() => navigate('/recover'));
    await heading('Hello, Mia!');
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('unknown paths (docs/spec.md §2)', () => {
  it('show Notfound where they were asked for when logged in, inside the members’ layout', async () => {
    await portal.signIn();
    renderAt('/no/such/page');
    await heading('Page not found');
    expect(currentPath()).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/dashboard');
  });

  it('show Notfound for a path inside a module too, and no toast', async () => {
    await portal.signIn();
    renderAt('/financial/typo');
    await heading('Page not found');
    expect(currentPath()).toBe('/financial/typo');
    expect(screen.queryByRole('status', { name: /There is no page/ })).toBeNull();
  });

  it('show Notfound when logged out, without remembering them', async () => {
    renderAt('/no/such/page');
    await heading('Page not found');
    expect($session.get().redirectAfterLogin).toBe(false);
  });

  it('lead / home silently: the Dashboard for a member, Login for a guest', async () => {
    renderAt('/');
    await heading('Login page');
    expect(currentPath()).toBe('/login');
    cleanup();
    await portal.signIn();
    renderAt('/');
    await heading('Hello, Mia!');
    expect(currentPath()).toBe('/dashboard');
    expect(document.querySelector('.club-toast')).toBeNull();
  });
});

describe('module availability (docs/spec.md §2)', () => {
  it('says a route whose required module is not loaded is not available for the membership, where it was asked for', async () => {
    await portal.signIn();
    renderAt('/financial/action/make-deposit'); // requires 'growing', which is not loaded
    await heading('Not available for your membership');
    expect(currentPath()).toBe('/financial/action/make-deposit');
  });

  it('opens that route once the required module is loaded', async () => {
    await portal.signIn();
    const growing = defineModule({ id: 'growing', routes: [] });
    renderAt('/financial/action/make-deposit', testRegistry([growing]));
    await heading('Wallet:MakeDeposit page');
  });

  it('checks the required modules again when the member navigates in the app, not only on the first page', async () => {
    await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    act(() => navigate('/financial/action/make-deposit')); // requires 'growing', which is not loaded
    await heading('Not available for your membership');
    expect(screen.queryByRole('heading', { name: 'Wallet:MakeDeposit page' })).toBeNull();
  });

  it('does not show a route whose own module was switched off after the first page (GET config features)', async () => {
    await portal.signIn();
    const chat = defineModule({
      id: 'chat',
      routes: [{ name: 'Chat', path: '/chat', access: 'auth', title: 'test.Chat', load: page('Chat page') }],
    });
    const loaded = atom(['shell', 'common', 'account', 'wallet', 'chat']);
    renderAt('/chat', testRegistry([chat], [], loaded));
    await heading('Chat page');
    act(() => navigate('/financial'));
    await heading('Wallet:Overview page');
    loaded.set(['shell', 'common', 'account', 'wallet']);
    act(() => navigate('/chat'));
    await heading('Not available for your membership');
    expect(screen.queryByRole('heading', { name: 'Chat page' })).toBeNull();
  });

  it('keeps the docs/spec.md rule that Dashboard requires the Wallet module in the portal registry', () => {
    expect(portalRegistry.findRoute('Dashboard')?.requires).toEqual(['wallet']);
    expect(portalRegistry.isRouteAvailable('Dashboard')).toBe(portalRegistry.isModuleLoaded('wallet'));
  });

  it('sends a member to the first sidebar page instead of an unavailable Dashboard, with no redirect loop', async () => {
    await portal.signIn();
    renderAt('/dashboard', testRegistry([], ['wallet']));
    await heading('Address settings');
    expect(currentPath()).toBe('/settings/address');
  });

  it('leads / to that same page while the Wallet module is missing', async () => {
    await portal.signIn();
    renderAt('/', testRegistry([], ['wallet']));
    await heading('Address settings');
  });
});

describe('page title, page views and scrolling (docs/spec.md §2)', () => {
  it('titles the page with its translated name and the club name from GET config', async () => {
    await portal.runtime.loadClientConfig();
    await portal.signIn();
    renderAt('/routes');
    await heading('Available pages');
    await waitFor(() => expect(document.title).toBe('Routes · Hanf Club Berlin'));
  });

  it('sends one page view per page, with its path and title, after redirects settle', async () => {
    const commands: unknown[][] = [];
    configureTracking({ analytics: { queue: { push: (command) => commands.push(command) } } });
    await portal.runtime.loadClientConfig();
    await portal.signIn();
    renderAt('/');
    await heading('Hello, Mia!');
    await waitFor(() => expect(commands.filter((c) => c[0] === 'trackPageView')).toHaveLength(1));
    expect(commands).toContainEqual(['setCustomUrl', new URL('/dashboard', location.href).href]);
    expect(commands).toContainEqual(['setDocumentTitle', 'Dashboard · Hanf Club Berlin']);
    act(() => navigate('/routes'));
    await heading('Available pages');
    await waitFor(() => expect(commands.filter((c) => c[0] === 'trackPageView')).toHaveLength(2));
    expect(commands).toContainEqual(['setCustomUrl', new URL('/routes', location.href).href]);
  });

  it("sends the member's id and name as tracker user only once they agreed, and none before login", async () => {
    const tracker = matomo();
    configureTracking({ analytics: { queue: tracker.queue } });
    const stopFollowing = followSession($session); // as startTracking does
    try {
      renderAt('/login');
      await heading('Login page');
      await waitFor(() => expect(tracker.views).toHaveLength(1));
      expect(tracker.views[0]).toMatchObject({ url: '/login', userId: null, name: null });
      const { user } = await act(() => portal.signIn({ name: 'Mia Member' })); // the guard then leaves Login
      await heading('Hello, Mia!');
      await waitFor(() => expect(tracker.views).toHaveLength(2));
      expect(tracker.views[1]).toEqual({ url: '/dashboard', title: 'Dashboard · Club', userId: null, name: null });
      // Settings → Privacy saves the consent and puts the answered member into the session.
      act(() => setUser({ ...$session.get().user!, analytics_consent: true }));
      act(() => navigate('/routes'));
      await heading('Available pages');
      await waitFor(() => expect(tracker.views).toHaveLength(3));
      expect(tracker.views[2]).toMatchObject({ url: '/routes', userId: String(user.id), name: 'Mia Member' });
    } finally {
      stopFollowing();
    }
  });

  it('scrolls to the top on every navigation', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await portal.signIn();
    renderAt('/dashboard');
    await heading('Hello, Mia!');
    scroll.mockClear();
    act(() => navigate('/routes'));
    await heading('Available pages');
    expect(scroll).toHaveBeenCalledWith(0, 0);
    scroll.mockRestore();
  });
});

describe('pages', () => {
  it('shows a spinner while a page loads lazily, then the page', async () => {
    let release!: () => void;
    const slow = defineModule({
      id: 'slow',
      routes: [
        {
          name: 'Slow',
          path: '/slow',
          access: 'public',
          title: 'test.Slow',
          load: () => new Promise((resolve) => (release = () => resolve(page('Slow page')()))).then((m) => m as never),
        },
      ],
    });
    renderAt('/slow', testRegistry([slow]));
    expect((await screen.findByRole('status')).textContent).toBe('Loading page');
    await act(async () => release());
    await heading('Slow page');
  });

  it('shows Error500 in place of a page that breaks, and reports the error', async () => {
    const captured: unknown[] = [];
    configureTracking({ errors: { setUser() {}, setContext() {}, captureException: (error) => captured.push(error) } });
    const Broken = () => {
      throw new Error('page broke');
    };
    const broken = defineModule({
      id: 'broken',
      routes: [
        {
          name: 'Broken',
          path: '/broken',
          access: 'public',
          title: 'test.Broken',
          load: async () => ({ default: Broken }),
        },
      ],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', testRegistry([broken]));
    await heading('Something went wrong');
    expect(screen.getByText('We reported this error to our development team. Please try again later.')).toBeVisible();
    expect(captured).toEqual([new Error('page broke')]);
    quiet.mockRestore();
  });

  it('passes the route parameters to the page', async () => {
    renderAt('/register/abc123');
    await heading('Register page');
    expect(screen.getByTestId('params').textContent).toBe('{"ref_hash":"abc123"}');
  });
});

describe('session lock (docs/spec.md §4)', () => {
  it('goes to Lock when the session locks, remembering the page', async () => {
    await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    act(() => lock());
    await heading('Lock page');
    expect($session.get().redirectAfterLogin).toBe('/financial');
  });

  it('closes an open error dialog when the session locks', async () => {
    await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    setMaintenance(
      portal.world.db,
      { since: toTimestamp(portal.world.clock.now()), retry: null },
      toTimestamp(portal.world.clock.now()),
    );
    await act(async () => {
      await portal.runtime.api.get('user').catch(() => {});
    });
    // the dialog's chunk loads with the first error it shows (src/portal/shell/on-demand.tsx)
    expect(await screen.findByRole('alertdialog', { name: 'Maintenance' })).toBeVisible();
    act(() => lock());
    await heading('Lock page');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes to Login when the member logs out in another tab, without remembering the page it showed', async () => {
    await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    act(() => logout()); // what the storage event of the other tab's logout does here
    await heading('Login page');
    expect(currentPath()).toBe('/login');
    expect($session.get().redirectAfterLogin).toBe(false);
  });

  it('locks on 401 Unauthenticated from the server and remembers the page', async () => {
    const { auth } = await portal.signIn();
    renderAt('/financial');
    await heading('Wallet:Overview page');
    await portal.world.call('POST', '/api/auth/logout', { token: auth.access_token });
    await act(async () => {
      await portal.runtime.api.get('user').catch(() => {});
    });
    await heading('Lock page');
    expect($session.get().redirectAfterLogin).toBe('/financial');
    expect($session.get().user?.id).toBe(auth.user.id);
  });
});

/**
 * A Matomo-like tracker: like matomo.js, it sends each trackPageView with the custom URL (as a path
 * here), title, user id and name dimension (1) set by the commands before it.
 */
function matomo() {
  type View = { url: string | null; title: string | null; userId: string | null; name: string | null };
  const views: View[] = [];
  const current: View = { url: null, title: null, userId: null, name: null };
  const queue: AnalyticsQueue = {
    push([command, ...args]: unknown[]) {
      if (command === 'setCustomUrl') current.url = new URL(args[0] as string).pathname;
      if (command === 'setDocumentTitle') current.title = args[0] as string;
      if (command === 'setUserId') current.userId = args[0] as string;
      if (command === 'resetUserId') current.userId = null;
      if (command === 'setCustomDimension' && args[0] === 1) current.name = args[1] as string;
      if (command === 'deleteCustomDimension' && args[0] === 1) current.name = null;
      if (command === 'trackPageView') views.push({ ...current });
    },
  };
  return { queue, views };
}
