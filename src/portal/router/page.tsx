// Pages load lazily (one chunk per module), together with their module's texts (docs/spec.md §4: tables
// load on demand per module). Each route's lazy component is made once and reused.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import type { ModuleRegistry, RegisteredRoute } from '../../core/modules.ts';

export interface PageProps {
  params: Record<string, string>;
}

type Loader = () => Promise<{ default: ComponentType<any> }>;
const pages = new WeakMap<Loader, Map<string, LazyExoticComponent<ComponentType<any>>>>();

/** Registers the module's tables (once) and loads them for the current and fallback language. */
export function loadModuleMessages(registry: ModuleRegistry, moduleId: string): Promise<void> {
  const entry = registry.messages().find((m) => m.module === moduleId);
  if (!entry) return Promise.resolve();
  registerMessages(entry.module, entry.loaders);
  return loadMessages([entry.module]);
}

/** The component of `load`, shown once it and the texts of `moduleId` are loaded. */
export function lazyWithMessages(
  registry: ModuleRegistry,
  moduleId: string,
  load: Loader,
): LazyExoticComponent<ComponentType<any>> {
  let byModule = pages.get(load);
  if (!byModule) pages.set(load, (byModule = new Map()));
  let page = byModule.get(moduleId);
  if (!page) {
    page = lazy(() =>
      // A table that fails to load leaves its keys visible; the page itself still shows.
      Promise.all([load(), loadModuleMessages(registry, moduleId).catch(() => undefined)]).then(([module]) => module),
    );
    byModule.set(moduleId, page);
  }
  return page;
}

/**
 * A route's page. `textsOf` names the module whose texts must be there first (default the
 * route's own; the settings frame passes the settings page's module so its title is translated).
 */
export function pageOf(
  registry: ModuleRegistry,
  route: RegisteredRoute,
  textsOf = route.module,
): LazyExoticComponent<ComponentType<PageProps>> {
  return lazyWithMessages(registry, textsOf, route.load);
}
