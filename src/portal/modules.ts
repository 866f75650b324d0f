// THE list of client modules of the portal, and the registry built from it. A feature module
// joins the portal with one import and one entry here (import only committed modules). Every
// listed module counts as loaded; a route needing a module that is not listed is unavailable
// (docs/spec.md §2: Dashboard needs 'wallet', make-deposit needs 'growing').
import { computed, keepMount } from 'nanostores';
import { createModuleRegistry } from '../core/module-registry.ts';
import { type ModuleDefinition } from '../core/modules.ts';
import { $clientConfig } from '../core/runtime.ts';
import type { ClientConfig } from '../core/types.ts';
import { accountModule } from '../modules/account/index.ts';
import { affiliateModule } from '../modules/affiliate/index.ts';
import { appointmentModule } from '../modules/appointment/index.ts';
import { chatModule } from '../modules/chat/index.ts';
import { commonModule } from '../modules/common/index.ts';
import { newsModule } from '../modules/news/index.ts';
import { notificationsModule } from '../modules/notifications/index.ts';
import { supportModule } from '../modules/support/index.ts';
import { walletModule } from '../modules/wallet/index.ts';
import { growingModule } from '../modules/growing/index.ts';
import { volunteeringModule } from '../modules/volunteering/index.ts';
import { shellModule } from './shell-module.ts';

export const portalModules: readonly ModuleDefinition[] = [
  shellModule,
  commonModule,
  notificationsModule,
  accountModule,
  walletModule,
  growingModule,
  appointmentModule,
  newsModule,
  supportModule,
  chatModule,
  affiliateModule,
  volunteeringModule,
];

/** Modules a club can switch off on its server (GET config `features`); off means not loaded. */
const SWITCHABLE: Record<string, keyof ClientConfig['features']> = { chat: 'chat' };

export function isModuleSwitchedOn(id: string, config: ClientConfig | null): boolean {
  const feature = SWITCHABLE[id];
  return !feature || !config || config.features[feature] !== false;
}

/** Ids of the listed modules the server has not switched off (the portal renders after GET config). */
export const $loadedModuleIds = computed($clientConfig, (config) =>
  portalModules.filter((module) => isModuleSwitchedOn(module.id, config)).map((module) => module.id),
);

// Kept mounted: the registry reads it on every question (each route, sidebar entry and card), and a
// computed store read with no listener mounts, computes and unmounts (a timer each) on every get()
// (the Dashboard's first render read it dozens of times).
keepMount($loadedModuleIds);

export const portalRegistry = createModuleRegistry(portalModules, $loadedModuleIds);
