// The loader's wiring: the language (never written to the host page's <html lang>), the session
// restored from the origin's storage (the portal's `vuex` document on its origin, a key of the
// widgets' own elsewhere: ./session-storage.ts), the
// custom elements and the fallback divs, and the club:* events. The API client is a part
// (embed/client.ts, through env.ts) fetched with the first part that talks to the server. Work that
// only a shown widget needs (the expiry ticker, the widgets' own watchers, hence their realtime
// connection) runs while a widget is mounted; a widget's watcher arrives with its part.
import type { Fetch } from '../src/core/api/api.ts';
import {
  detectLanguage,
  loadOnDemand,
  normaliseLanguage,
  registerMessages,
  setLangTarget,
  setLocale,
  type Language,
} from '../src/core/i18n/i18n.ts';
import { startExpiryTicker } from '../src/core/session/expiry.ts';
import { $session, $sessionState, session } from '../src/core/session/session.ts';
import { storage } from '../src/core/session/storage.ts';
import { onPortalOrigin, widgetSession, widgetStorageKey } from './session-storage.ts';
import type { ConfigProblem, EmbedConfig } from './config.ts';
import type { Diagnosis } from './diagnose.ts';
import { defineElements, watchFallbackElements } from './elements.ts';
import { configureClient, logoutMember, setEmbedConfig } from './env.ts';
import { createEvents, type ClubEventDetails, type Events } from './events.ts';
import { createMounter, type Mounter } from './mount.ts';
import {
  createRegistry,
  type WidgetDefinition,
  type WidgetPart,
  type WidgetProps,
  type WidgetRegistry,
} from './registry.ts';

export interface EmbedRuntimeOptions {
  config: EmbedConfig;
  problems?: readonly ConfigProblem[];
  widgets: readonly WidgetDefinition[];
  doc?: Document;
  /** Tests pass the reference server in-process. */
  fetch?: Fetch;
  version?: string;
}

export interface EmbedRuntime {
  /** Resolves once the texts are loaded and the page's widgets are mounted. */
  readonly ready: Promise<void>;
  readonly registry: WidgetRegistry;
  readonly mounter: Mounter;
  readonly events: Events;
  mount(element: HTMLElement, name: string, props?: WidgetProps): void;
  unmount(element: HTMLElement): boolean;
  /** Who is signed in: the display name only; null signed out or locked. */
  user(): { name: string } | null;
  setLocale(language: string): Promise<void>;
  logout(): Promise<void>;
  /** Checks and prints what the widgets see of the site's setup (embed/diagnose.ts). */
  diagnose(): Promise<Diagnosis>;
  /** Unmounts everything and stops watching (tests; a page never needs it). */
  stop(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startEmbedRuntime(options: EmbedRuntimeOptions): EmbedRuntime {
  const { config } = options;
  const doc = options.doc ?? document;
  const version = options.version ?? 'dev';
  // Before anything follows the session: on a club's website it lives under the widgets' own key.
  if (!onPortalOrigin(config, doc.URL)) session.persistIn(storage, widgetStorageKey(config.api), widgetSession);
  // Before any setLocale: the host page's <html lang> is the site's, not ours.
  setLangTarget(null);
  setEmbedConfig(config);
  // One file of texts per language and page (docs/spec.md §9 "One file of texts"): a member's page
  // loads the member's texts (these two, with every widget's, in one file: rollup.config.mjs), a
  // visitor's the prompts'; each in the page's language only, as every table is complete in both.
  loadOnDemand();
  registerMessages('core', {
    en: () => import('../src/core/messages/en.ts'),
    de: () => import('../src/core/messages/de.ts'),
  });
  registerMessages('embed', { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') });

  const events = createEvents(doc);
  const { emit } = events;
  const registry = createRegistry(options.widgets);
  const report = (code: string, error: unknown) => emit('error', { code, message: messageOf(error) });
  for (const problem of options.problems ?? []) emit('error', { code: 'config', message: problem.message });

  // Language (docs/spec.md widgets): the site's data-locale, else the page's own <html lang>, else
  // the browser's. The member's saved language is the portal's: a club's page speaks the page's.
  let chosen: Language | null = config.locale;
  const language = () => chosen ?? detectLanguage(doc.documentElement.lang, globalThis.navigator?.language);
  const stops: (() => void)[] = [
    configureClient({ baseURL: config.api, fetch: options.fetch, doc, emit }),
    authEvents((detail) => emit('auth-change', detail)),
  ];

  // Started with the first mounted widget, stopped with the last; a widget's watcher runs from
  // its part's arrival while one such widget is mounted.
  const watching = new Map<string, () => void>();
  const watchers = new Map<string, NonNullable<WidgetPart['watch']>>();
  let stopActive: (() => void) | null = null;
  const mounter = createMounter({
    registry,
    theme: () => config.theme,
    portal: () => config.portal,
    api: () => config.api,
    fetch: options.fetch,
    linkTarget: () => config.linkTarget,
    report: (error) => report('mount', error),
    onPart(name, part) {
      if (!part.watch || watchers.has(name)) return;
      watchers.set(name, part.watch);
      if (mounter.count(name) > 0 && !watching.has(name)) watching.set(name, part.watch(emit));
    },
    onCountChange(name, count, total) {
      if (total > 0 && !stopActive) stopActive = startExpiryTicker();
      const watch = watchers.get(name);
      if (count > 0 && watch && !watching.has(name)) watching.set(name, watch(emit));
      if (count === 0) {
        watching.get(name)?.();
        watching.delete(name);
      }
      if (total === 0 && stopActive) {
        stopActive();
        stopActive = null;
      }
    },
  });

  let stopElements: (() => void) | null = null;
  let stopped = false;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const ready = setLocale(language())
    .catch(() => {}) // keys show instead of texts; the widgets still work
    .then(() => {
      if (stopped || !view) return;
      const elements = { registry, mounter, report: (error: unknown) => report('mount', error) };
      const unbind = defineElements(view, elements);
      const unwatch = watchFallbackElements(doc, elements);
      stopElements = () => {
        unwatch();
        unbind();
      };
      // who is signed in as the page loads (a stored session), before the widgets say they are ready
      emit('auth-change', authDetail($sessionState.get()));
      emit('ready', { version, widgets: registry.all().map((widget) => widget.name) });
    });

  return {
    ready,
    registry,
    mounter,
    events,
    // A site's mistake is reported (club:error), never thrown into the site's own script.
    mount(element, name, props) {
      if (!(element instanceof (view?.HTMLElement ?? HTMLElement)))
        return report('mount', new TypeError('ClubWidgets.mount needs an element.'));
      if (!registry.get(name)) return report('unknown-widget', unknownWidget(registry, name));
      try {
        mounter.mount(element, name, props);
      } catch (error) {
        report('mount', error);
      }
    },
    user() {
      const user = $session.get().user;
      return $sessionState.get() === 'logged-in' && user ? { name: user.name } : null;
    },
    unmount: (element) => mounter.unmount(element),
    setLocale(next) {
      chosen = normaliseLanguage(next);
      return setLocale(chosen);
    },
    logout: logoutMember,
    diagnose: () => import('./diagnose.ts').then(({ diagnose }) => diagnose(config, doc)),
    stop() {
      stopped = true;
      session.persistIn(storage); // back to the page's own `vuex` (tests start the widgets again)
      stopElements?.();
      mounter.unmountAll();
      for (const stop of watching.values()) stop();
      watching.clear();
      stops.forEach((stop) => stop());
      events.clear();
    },
  };
}

/** The error of a mount of a widget there is not. */
export const unknownWidget = (registry: WidgetRegistry, name: string) =>
  new Error(
    `There is no widget "${name}". Known: ${registry
      .all()
      .map((w) => w.name)
      .join(', ')}.`,
  );

function authDetail(state: ClubEventDetails['auth-change']['state']): ClubEventDetails['auth-change'] {
  const user = $session.get().user;
  return {
    signedIn: state === 'logged-in',
    state,
    user: user && state === 'logged-in' ? { id: user.id, name: user.name } : null,
  };
}

/** club:auth-change on every change of the session's state (logged in, locked, logged out). */
function authEvents(emit: (detail: ClubEventDetails['auth-change']) => void): () => void {
  let previous = $sessionState.get();
  return $sessionState.listen((state) => {
    if (state === previous) return;
    previous = state;
    emit(authDetail(state));
  });
}
