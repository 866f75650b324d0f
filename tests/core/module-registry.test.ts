// The portal-facing additions to the module registry: route layout and permission fields,
// dashboard cards and top bar items contributed by modules.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../src/core/module-registry.ts';
import { defineModule, routeLayout } from '../../src/core/modules.ts';

const Card = () => null;
const load = async () => ({ default: Card });

const wallet = defineModule({
  id: 'wallet',
  routes: [],
  dashboard: [
    { id: 'balance', load, order: 10 },
    { id: 'growing-sales', load, order: 5, requires: ['growing'] },
  ],
  topBar: [{ id: 'balance-chip', load, order: 20 }],
});
const news = defineModule({ id: 'news', routes: [], dashboard: [{ id: 'latest-posts', load, order: 30 }] });
const common = defineModule({
  id: 'common',
  routes: [],
  dashboard: [{ id: 'unread', load }],
  topBar: [{ id: 'notifications', load, order: 10 }],
});
const appointment = defineModule({
  id: 'appointment',
  requires: ['wallet'],
  routes: [],
  dashboard: [{ id: 'next', load, order: 20 }],
});
const all = [common, wallet, news, appointment];

describe('modules: dashboard cards', () => {
  it('lists the cards of loaded modules sorted by order, each with its module, unordered ones last', () => {
    const cards = createModuleRegistry(all).dashboardCards();
    expect(cards.map((c) => `${c.module}:${c.id}`)).toEqual([
      'wallet:balance',
      'appointment:next',
      'news:latest-posts',
      'common:unread',
    ]);
  });

  it('leaves out cards of modules that are not loaded or whose module requirements are missing', () => {
    const cards = createModuleRegistry(all, ['common', 'news', 'appointment']).dashboardCards();
    expect(cards.map((c) => c.id)).toEqual(['latest-posts', 'unread']);
  });

  it('leaves out a card whose own required module is not loaded and shows it once that module is loaded', () => {
    expect(
      createModuleRegistry(all, ['wallet'])
        .dashboardCards()
        .map((c) => c.id),
    ).toEqual(['balance']);
    expect(
      createModuleRegistry(all, ['wallet', 'growing'])
        .dashboardCards()
        .map((c) => c.id),
    ).toEqual(['growing-sales', 'balance']);
  });
});

describe('modules: top bar items', () => {
  it('lists the top bar items of loaded modules by order', () => {
    expect(
      createModuleRegistry(all)
        .topBarItems()
        .map((i) => `${i.module}:${i.id}`),
    ).toEqual(['common:notifications', 'wallet:balance-chip']);
    expect(
      createModuleRegistry(all, ['common'])
        .topBarItems()
        .map((i) => i.id),
    ).toEqual(['notifications']);
  });
});

describe('modules: route layout', () => {
  it('puts routes behind a login in the app layout and every other route in the card layout by default', () => {
    expect(routeLayout({ access: 'auth' })).toBe('app');
    expect(routeLayout({ access: 'guest' })).toBe('card');
    expect(routeLayout({ access: 'public' })).toBe('card');
  });

  it('follows the layout a route asks for', () => {
    expect(routeLayout({ access: 'auth', layout: 'card' })).toBe('card');
    expect(routeLayout({ access: 'public', layout: 'app' })).toBe('app');
  });
});
