import { describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { createModuleRegistry } from '../../src/core/module-registry.ts';
import { defineModule, guardOf, matchPattern, type RouteDef, type SidebarEntry } from '../../src/core/modules.ts';

const Page = () => null;
const load = async () => ({ default: Page });
const route = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  load,
  access: 'auth',
  title: name,
  ...extra,
});
const entry = (label: string, path: string, extra: Partial<SidebarEntry> = {}): SidebarEntry => ({
  section: 'personal',
  label,
  path,
  ...extra,
});

const wallet = defineModule({
  id: 'wallet',
  routes: [
    route('Wallet:Overview', '/financial'),
    route('Wallet:MakeDeposit', '/financial/action/make-deposit', { requires: ['growing'] }),
    route('Wallet:Order', '/financial/order/:order_label/:status?'),
    route('Wallet:Transaction', '/financial/transaction/:transaction_label'),
  ],
  sidebar: [entry('sidebar.wallet', '/financial', { order: 30 })],
  settings: [
    { name: 'Wallet:WithdrawAccounts', path: '/settings/withdraw-accounts', label: 'settings.withdraw_accounts', load },
  ],
  messages: { en: async () => ({ default: {} }), de: async () => ({ default: {} }) },
});
const appointment = defineModule({
  id: 'appointment',
  requires: ['wallet'],
  routes: [route('Appointment:List', '/appointments')],
  sidebar: [entry('sidebar.appointments', '/appointments', { section: 'events' })],
});
const account = defineModule({
  id: 'account',
  routes: [route('Dashboard', '/dashboard', { requires: ['wallet'] }), route('Login', '/login', { access: 'guest' })],
  sidebar: [
    entry('sidebar.dashboard', '/dashboard', { order: 10 }),
    entry('sidebar.settings', '/settings', { order: 20 }),
    entry('sidebar.help', '/support/faq', { section: 'information', order: 2 }),
    entry('sidebar.news', '/posts', { section: 'information', order: 1 }),
    entry('sidebar.secret', '/secret', { state: 'hidden' }),
    entry('sidebar.shop', '/shop', { state: 'coming-soon' }),
  ],
});
const all = [account, wallet, appointment];

describe('modules: definition', () => {
  it('rejects a module that uses a route name twice', () => {
    expect(() => defineModule({ id: 'x', routes: [route('A', '/a'), route('A', '/b')] })).toThrow(/A is used twice/);
  });

  it('rejects a route path that does not start with a slash', () => {
    expect(() => defineModule({ id: 'x', routes: [route('A', 'a')] })).toThrow(/must start with/);
  });

  it('rejects two modules with the same id or sharing a route name', () => {
    expect(() => createModuleRegistry([wallet, wallet])).toThrow(/registered twice/);
    expect(() =>
      createModuleRegistry([wallet, defineModule({ id: 'y', routes: [route('Wallet:Overview', '/y')] })]),
    ).toThrow(/used by two modules/);
  });
});

describe('modules: availability (docs/spec.md §2)', () => {
  it('makes a route available when its module and every required module are loaded', () => {
    const registry = createModuleRegistry(all, ['account', 'wallet', 'growing']);
    expect(registry.isRouteAvailable('Wallet:MakeDeposit')).toBe(true);
    expect(registry.isRouteAvailable('Dashboard')).toBe(true);
  });

  it('makes a route unavailable when its own module is not loaded', () => {
    const registry = createModuleRegistry(all, ['account']);
    expect(registry.isRouteAvailable('Wallet:Overview')).toBe(false);
  });

  it('makes a route unavailable when a module it requires is not loaded', () => {
    const registry = createModuleRegistry(all, ['account', 'wallet']);
    expect(registry.isRouteAvailable('Wallet:MakeDeposit')).toBe(false);
    expect(registry.isRouteAvailable(registry.findRoute('Wallet:Overview')!)).toBe(true);
  });

  it('makes every route of a module unavailable when a module the module requires is not loaded', () => {
    const registry = createModuleRegistry(all, ['account', 'appointment']);
    expect(registry.isRouteAvailable('Appointment:List')).toBe(false);
  });

  it('counts every registered module as loaded when no list is given', () => {
    const registry = createModuleRegistry(all);
    expect(registry.isRouteAvailable('Appointment:List')).toBe(true);
    expect(registry.isRouteAvailable('Wallet:MakeDeposit')).toBe(false);
  });

  it('answers unknown routes as unavailable', () => {
    expect(createModuleRegistry(all).isRouteAvailable('Nope')).toBe(false);
  });

  it('re-checks the loaded modules on every question', () => {
    const $loaded = atom<string[]>(['account']);
    const registry = createModuleRegistry(all, $loaded);
    expect(registry.isRouteAvailable('Wallet:Overview')).toBe(false);
    $loaded.set(['account', 'wallet']);
    expect(registry.isRouteAvailable('Wallet:Overview')).toBe(true);
  });

  it('lists only the available routes, each with its module', () => {
    const registry = createModuleRegistry(all, ['account', 'wallet']);
    const names = registry.routes().map((r) => r.name);
    expect(names).toEqual(['Dashboard', 'Login', 'Wallet:Overview', 'Wallet:Order', 'Wallet:Transaction']);
    expect(registry.findRoute('Wallet:Order')?.module).toBe('wallet');
    expect(registry.allRoutes()).toHaveLength(7);
  });

  it('lists settings pages of available modules only', () => {
    expect(
      createModuleRegistry(all, ['account', 'wallet'])
        .settingsPages()
        .map((p) => p.name),
    ).toEqual(['Wallet:WithdrawAccounts']);
    expect(createModuleRegistry(all, ['account']).settingsPages()).toEqual([]);
  });

  it('lists the message loaders of available modules for i18n', () => {
    expect(
      createModuleRegistry(all, ['account', 'wallet'])
        .messages()
        .map((m) => m.module),
    ).toEqual(['wallet']);
  });

  it('maps route access to the route guard', () => {
    expect(guardOf({ access: 'auth' })).toEqual({ guestOnly: false, requiresAuth: true });
    expect(guardOf({ access: 'guest' })).toEqual({ guestOnly: true, requiresAuth: false });
    expect(guardOf({ access: 'public' })).toEqual({ guestOnly: false, requiresAuth: false });
  });
});

describe('modules: sidebar (docs/spec.md §2 Sidebar menu)', () => {
  it('puts the personal area first, information second, other sections after', () => {
    const sections = createModuleRegistry(all, ['account', 'wallet', 'appointment']).sidebar();
    expect(sections.map((s) => s.section)).toEqual(['personal', 'information', 'events']);
  });

  it('sorts entries by order within a section', () => {
    const [personal, information] = createModuleRegistry(all, ['account', 'wallet']).sidebar();
    expect(personal!.entries.map((e) => e.label)).toEqual([
      'sidebar.dashboard',
      'sidebar.settings',
      'sidebar.wallet',
      'sidebar.shop',
    ]);
    expect(information!.entries.map((e) => e.label)).toEqual(['sidebar.news', 'sidebar.help']);
  });

  it('removes hidden entries and keeps disabled and coming-soon ones with their state', () => {
    const labels = createModuleRegistry(all, ['account', 'wallet'])
      .sidebar()
      .flatMap((s) => s.entries);
    expect(labels.find((e) => e.label === 'sidebar.secret')).toBeUndefined();
    expect(labels.find((e) => e.label === 'sidebar.shop')?.state).toBe('coming-soon');
  });

  it('leaves out entries of modules that are not loaded and entries whose route is unavailable', () => {
    const labels = createModuleRegistry(all, ['account'])
      .sidebar()
      .flatMap((s) => s.entries.map((e) => e.label));
    expect(labels).not.toContain('sidebar.wallet');
    expect(labels).not.toContain('sidebar.dashboard'); // Dashboard requires the wallet module
    expect(labels).toContain('sidebar.settings');
  });
});

describe('modules: paths', () => {
  const registry = createModuleRegistry(all);

  it('fills the parameters of a route path', () => {
    expect(registry.pathFor('Wallet:Transaction', { transaction_label: 'T-1' })).toBe('/financial/transaction/T-1');
  });

  it('drops a missing optional parameter and keeps a given one', () => {
    expect(registry.pathFor('Wallet:Order', { order_label: 'A1' })).toBe('/financial/order/A1');
    expect(registry.pathFor('Wallet:Order', { order_label: 'A1', status: 'paid' })).toBe('/financial/order/A1/paid');
  });

  it('URL-encodes parameter values', () => {
    expect(registry.pathFor('Wallet:Transaction', { transaction_label: 'a/b c' })).toBe(
      '/financial/transaction/a%2Fb%20c',
    );
  });

  it('refuses a missing required parameter and an unknown route name', () => {
    expect(() => registry.pathFor('Wallet:Transaction')).toThrow(/needs the parameter transaction_label/);
    expect(() => registry.pathFor('Chat:Conversation', { conversationId: 1 })).toThrow(
      /Unknown route Chat:Conversation/,
    );
  });

  it('finds the route of a path with its parameters', () => {
    expect(registry.routeForPath('/financial/order/A%201?x=1')).toMatchObject({
      route: { name: 'Wallet:Order' },
      params: { order_label: 'A 1' },
    });
    expect(registry.routeForPath('/nowhere')).toBeUndefined();
  });

  it('answers a path asked again with the same match, whose parameters no caller can change (each path is matched once)', () => {
    const first = registry.routeForPath('/financial/order/B2');
    expect(registry.routeForPath('/financial/order/B2?again=1')).toBe(first);
    expect(Object.isFrozen(first?.params)).toBe(true);
    expect(registry.routeForPath('/financial/order/B3')?.params).toEqual({ order_label: 'B3' });
  });

  it("tries a path only against the routes whose first segment it can match, in the routes' order", () => {
    const many = defineModule({
      id: 'many',
      routes: [
        ...Array.from({ length: 30 }, (_, i) => route(`Static:${i}`, `/static-${i}/page`)),
        route('Param', '/:slug/edit'),
        route('Target', '/Target/:id?'),
      ],
    });
    const table = createModuleRegistry([many]);
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    try {
      expect(table.routeForPath('/target/7')).toMatchObject({ route: { name: 'Target' }, params: { id: '7' } });
      const routePatterns = exec.mock.contexts.filter((regex) => (regex as RegExp).source.endsWith('/?$'));
      expect(routePatterns).toHaveLength(2); // '/:slug/edit', then '/Target/:id?'
    } finally {
      exec.mockRestore();
    }
    expect(table.routeForPath('/TARGET/edit')).toMatchObject({ route: { name: 'Param' }, params: { slug: 'TARGET' } });
    expect(table.routeForPath('/static-3/PAGE/')).toMatchObject({ route: { name: 'Static:3' } });
    expect(table.routeForPath('/static-3')).toBeUndefined();
  });

  it('matches wouter patterns with optional parameters and wildcards', () => {
    expect(matchPattern('/post/:id/:vanity_url?', '/post/5')).toEqual({ id: '5' });
    expect(matchPattern('/post/:id/:vanity_url?', '/post/5/hello')).toEqual({ id: '5', vanity_url: 'hello' });
    expect(matchPattern('/post/:id', '/post')).toBeNull();
    expect(matchPattern('/docs/*', '/docs/a/b')).toEqual({ '*': 'a/b' });
  });
});
