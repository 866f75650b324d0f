// docs/architecture.md decision 14: a guest's first screen on an account screen (Login,
// Register, Lock...) renders from these routes alone; every module's definition (the member routes,
// sidebar, settings pages, dashboard cards: src/portal/modules.ts) loads when another path or a
// signed-in member needs it (App's loadFullRegistry), so /login does not download them.
import { defineModule, type ModuleDefinition, type ModuleRegistry } from '../core/modules.ts';
import { createRouteTable } from '../core/route-table.ts';
import { accountMessages, accountScreens } from '../modules/account/pages/screens.ts';
import { isStaffMember } from './router/permissions.ts';

/** The account module's screens outside the settings, as THE portal registry has them. */
export const firstScreenModules: readonly ModuleDefinition[] = [
  defineModule({ id: 'account', routes: accountScreens, messages: accountMessages }),
];

/**
 * Their route table: these screens add no sidebar entry, settings page, dashboard card or top-bar
 * item, so the first screen carries the route table alone (core/route-table.ts), not the code that
 * gathers those (core/modules.ts createModuleRegistry; tests/portal/first-screen.test.ts compares).
 */
export const firstScreenRegistry: ModuleRegistry = {
  ...createRouteTable(firstScreenModules),
  sidebar: () => [],
  settingsPages: () => [],
  dashboardCards: () => [],
  topBarItems: () => [],
};

let full: Promise<ModuleRegistry> | null = null;
let staff: Promise<ModuleRegistry> | null = null;

/**
 * THE portal registry (src/portal/modules.ts), loaded once; a failed load may be asked for again.
 * For staff (any permission, router/permissions.ts isStaffMember) the registry with the staff
 * area's modules too (src/portal/staff-modules.ts): a member's and a guest's downloads hold none
 * of the staff area (docs/spec.md §10).
 */
export function loadPortalRegistry(): Promise<ModuleRegistry> {
  if (isStaffMember()) return loadStaffRegistry();
  full ??= import('./modules.ts').then(
    (module) => module.portalRegistry,
    (error: unknown) => {
      full = null;
      throw error;
    },
  );
  return full;
}

/** The portal registry with the staff modules, loaded once (for a member who became staff: App). */
export function loadStaffRegistry(): Promise<ModuleRegistry> {
  staff ??= import('./staff-modules.ts').then(
    (module) => module.staffRegistry,
    (error: unknown) => {
      staff = null;
      throw error;
    },
  );
  return staff;
}

/** Whether `registry` is the one with the staff area (its home route is there). */
export const hasStaffArea = (registry: ModuleRegistry): boolean => registry.routeForPath(STAFF_HOME) !== undefined;

/** The staff area's home (docs/spec.md §10): the staff dashboard. */
export const STAFF_HOME = '/club';
