// The first screens' registry (src/portal/first-screen.ts): the account screens' route
// table, answering what a registry built from the same definition answers.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../src/core/module-registry.ts';
import { firstScreenModules, firstScreenRegistry } from '../../src/portal/first-screen.ts';

describe('first screens registry', () => {
  it("answers the account screens' routes, sidebar, settings pages, cards and top-bar items as a module registry of them does", () => {
    const registry = createModuleRegistry(firstScreenModules);
    expect(firstScreenRegistry.routes()).toEqual(registry.routes());
    expect(firstScreenRegistry.routeForPath('/login')?.route.name).toBe(registry.routeForPath('/login')?.route.name);
    expect(firstScreenRegistry.sidebar()).toEqual(registry.sidebar());
    expect(firstScreenRegistry.settingsPages()).toEqual(registry.settingsPages());
    expect(firstScreenRegistry.dashboardCards()).toEqual(registry.dashboardCards());
    expect(firstScreenRegistry.topBarItems()).toEqual(registry.topBarItems());
  });
});
