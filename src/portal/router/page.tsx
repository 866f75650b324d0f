// Pages load lazily (one chunk per module), together with their module's texts (docs/spec.md §4: tables
// load on demand per module). Each route's lazy component is made once and reused.
import { createElement, lazy, type ComponentType } from 'react';
import { loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import type { ModuleRegistry, RegisteredRoute } from '../../core/modules.ts';

export interface PageProps {
  params: Record<string, string>;
}

type Loader = () => Promise<{ default: ComponentType<any> }>;
export type PageComponent = ComponentType<any>;
const pages = new WeakMap<Loader, Map<string, Loaded>>();

interface Loaded {
  component: PageComponent;
  /** Resolves once the code and the texts are there (never rejects: a failed load renders the error). */
  ready: Promise<unknown>;
}

/** Registers the modules' tables (once) and loads them for the current and fallback language. */
export function loadModuleMessages(registry: ModuleRegistry, moduleIds: string | readonly string[]): Promise<void> {
  const ids = typeof moduleIds === 'string' ? [moduleIds] : moduleIds;
  const entries = registry.messages().filter((m) => ids.includes(m.module));
  if (entries.length === 0) return Promise.resolve();
  for (const entry of entries) registerMessages(entry.module, entry.loaders);
  return loadMessages(entries.map((entry) => entry.module));
}

/**
 * A component made once per loader that renders the loaded one in place as soon as it and its
 * texts are there: loaded before the first render (main.tsx waits for the current route's page),
 * it renders in that render, with no Suspense fallback shown and revealed later (the
 * Dashboard's first render waits for nothing it has already loaded).
 */
export function lazyLoaded(load: () => Promise<PageComponent>): Loaded {
  let loaded: PageComponent | null = null;
  const job = load().then((component) => (loaded = component));
  const Lazy = lazy(() => job.then((component) => ({ default: component })));
  function Loaded(props: Record<string, unknown>) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { component: Loaded, ready: job.catch(() => undefined) };
}

function loadedWithMessages(registry: ModuleRegistry, moduleIds: string | readonly string[], load: Loader): Loaded {
  let byModule = pages.get(load);
  if (!byModule) pages.set(load, (byModule = new Map()));
  const key = typeof moduleIds === 'string' ? moduleIds : moduleIds.join(' ');
  let page = byModule.get(key);
  if (!page) {
    page = lazyLoaded(() =>
      // A table that fails to load leaves its keys visible; the page itself still shows.
      Promise.all([load(), loadModuleMessages(registry, moduleIds).catch(() => undefined)]).then(
        ([module]) => module.default,
      ),
    );
    byModule.set(key, page);
  }
  return page;
}

/** The component of `load`, shown once it and the texts of `moduleIds` are loaded. */
export function lazyWithMessages(
  registry: ModuleRegistry,
  moduleIds: string | readonly string[],
  load: Loader,
): PageComponent {
  return loadedWithMessages(registry, moduleIds, load).component;
}

/** Starts loading a lazily loaded component (a Dashboard card) and its modules' texts; resolves when both are there (or failed). */
export function preloadWithMessages(
  registry: ModuleRegistry,
  moduleIds: string | readonly string[],
  load: Loader,
): Promise<unknown> {
  return loadedWithMessages(registry, moduleIds, load).ready;
}

/** Starts loading a route's page and its texts; resolves when both are there (or failed). */
export function preloadPage(registry: ModuleRegistry, route: RegisteredRoute): Promise<unknown> {
  return loadedWithMessages(registry, route.module, route.load).ready;
}

/**
 * A route's page. `textsOf` names the modules whose texts must be there first (default the
 * route's own; the settings frame passes every module with a settings page, whose tabs it shows).
 */
export function pageOf(
  registry: ModuleRegistry,
  route: RegisteredRoute,
  textsOf: string | readonly string[] = route.module,
): ComponentType<PageProps> {
  return lazyWithMessages(registry, textsOf, route.load);
}
