// The route resolution the app runs on every navigation (docs/spec.md §2), as a pure function.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { defineModule } from '../../../src/core/modules.ts';
import { homePath, resolveRoute, type RouteSession } from '../../../src/portal/router/resolve.ts';
import { accountModule, page, testRegistry, walletModule } from '../support/modules.tsx';
import { commonModule } from '../../../src/modules/common/index.ts';
import { shellModule } from '../../../src/portal/shell-module.ts';

const guest: RouteSession = { isLoggedIn: false, user: null };
const member: RouteSession = { isLoggedIn: true, user: { permissions: [] } };
const staff: RouteSession = { isLoggedIn: true, user: { permissions: ['ghost-mode'] } };

const resolve = (path: string, session: RouteSession, registry = testRegistry(), search = '') =>
  resolveRoute({ registry, path, search, session });

describe('resolveRoute', () => {
  it('renders an available route with its params and title', () => {
    expect(resolve('/register/xyz', guest)).toMatchObject({
      kind: 'page',
      route: { name: 'Register' },
      params: { ref_hash: 'xyz' },
      title: 'test.Register',
    });
  });

  it('sends a logged-in member away from guest screens to the dashboard', () => {
    expect(resolve('/login', member)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('remembers a protected path with its query and sends a guest to Login, or Register with a register key', () => {
    expect(resolve('/financial', guest, testRegistry(), '?a=1')).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/financial?a=1',
    });
    expect(resolve('/financial', guest, testRegistry(), 'register')).toEqual({
      kind: 'redirect',
      to: '/register',
      remember: '/financial?register',
    });
  });

  it('shows Notfound for a path no route matches, where it was asked for, remembering nothing', () => {
    expect(resolve('/nope', member)).toEqual({ kind: 'notfound' });
    expect(resolve('/nope?x=1', guest)).toEqual({ kind: 'notfound' });
    expect(resolve('/financial/nope', member)).toEqual({ kind: 'notfound' });
  });

  it('leads / home silently: the Dashboard for a member, Login for a guest', () => {
    expect(resolve('/', member)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolve('/', guest)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('says a route whose module requirement is missing is not available, instead of leading home', () => {
    expect(resolve('/financial/action/make-deposit', member)).toMatchObject({
      kind: 'unavailable',
      route: { name: 'Wallet:MakeDeposit' },
    });
  });

  it('sends a guest to Login first for an unavailable protected route', () => {
    expect(resolve('/financial/action/make-deposit', guest)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/financial/action/make-deposit',
    });
  });

  it('answers Notfound for an unknown settings page', () => {
    expect(resolve('/settings/nope', member)).toEqual({ kind: 'notfound' });
  });

  it('says a route needing a permission the member lacks is not available, and opens it for members who hold it', () => {
    expect(resolve('/enter-ghost-mode', member)).toMatchObject({
      kind: 'unavailable',
      route: { name: 'EnterGhostMode' },
    });
    expect(resolve('/enter-ghost-mode', staff)).toMatchObject({ kind: 'page', route: { name: 'EnterGhostMode' } });
  });

  it('sends /settings to the address page, or the first settings page when there is no address page', () => {
    expect(resolve('/settings', member)).toEqual({ kind: 'redirect', to: '/settings/address' });
    const other = defineModule({
      id: 'other',
      routes: [],
      settings: [{ name: 'Prefs', path: '/settings/prefs', label: 'x', load: page('Prefs') }],
    });
    const registry = createModuleRegistry([shellModule, commonModule, other]);
    expect(resolve('/settings', member, registry)).toEqual({ kind: 'redirect', to: '/settings/prefs' });
  });

  it("titles a settings page with the page's label", () => {
    expect(resolve('/settings/account', member)).toMatchObject({
      kind: 'page',
      title: 'test.settings.account',
      settingsPage: { name: 'SettingsAccount', module: 'account' },
    });
  });

  it('follows a chain of redirects to its end and answers one redirect', () => {
    // / -> home: Dashboard is unavailable, so the first sidebar page /settings -> /settings/address
    const registry = testRegistry([], ['wallet']);
    expect(resolve('/', member, registry)).toEqual({ kind: 'redirect', to: '/settings/address' });
    expect(resolve('/dashboard', member, registry)).toEqual({ kind: 'redirect', to: '/settings/address' });
  });

  it('answers Notfound instead of looping when the fallback itself leads nowhere', () => {
    const registry = createModuleRegistry([shellModule, commonModule, walletModule]); // no Login route
    expect(resolve('/', guest, registry)).toEqual({ kind: 'notfound' });
    expect(resolve('/financial', guest, registry)).toEqual({ kind: 'notfound' });
  });
});

describe('homePath', () => {
  it('is Login for guests and the dashboard for members while the Wallet module is loaded', () => {
    expect(homePath(testRegistry(), guest)).toBe('/login');
    expect(homePath(testRegistry(), member)).toBe('/dashboard');
  });

  it('is the first sidebar page that opens while the dashboard is unavailable (no Wallet module)', () => {
    expect(homePath(testRegistry([], ['wallet']), member)).toBe('/settings');
  });

  it('is /routes when no sidebar entry opens', () => {
    const bare = createModuleRegistry([defineModule({ ...shellModule, sidebar: [] }), commonModule, accountModule]);
    expect(homePath(bare, member)).toBe('/routes');
  });
});
