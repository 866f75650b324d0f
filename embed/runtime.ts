// The widget script's wiring of the core singletons, the counterpart of src/portal/runtime.ts: the
// api client (data-api), the session (the origin's `vuex` document: the portal's own on its origin),
// the language (never written to the host page's <html lang>), the custom elements and the
// fallback divs, and the club:* events. Work that only a shown widget needs (the expiry ticker,
// the widgets' own watchers, hence their realtime connection) runs while a widget is mounted.
import type { Fetch } from '../src/core/api/api.ts';
import { apiErrors, messageOf } from '../src/core/api/errors.ts';
import { detectLanguage, normaliseLanguage, registerMessages, setLangTarget, setLocale, t, type Language } from '../src/core/i18n/i18n.ts';
import { $connectionState } from '../src/core/realtime/index.ts';
import { createClientRuntime, installRuntime } from '../src/core/runtime.ts';
import { startExpiryTicker } from '../src/core/session/expiry.ts';
import { $session, $sessionState } from '../src/core/session/session.ts';
import type { ConfigProblem, EmbedConfig } from './config.ts';
import { defineElements, watchFallbackElements } from './elements.ts';
import { logoutMember, setEmbedConfig } from './env.ts';
import { createEvents, type ClubEventDetails, type Events } from './events.ts';
import { createMounter, type Mounter } from './mount.ts';
import { createRegistry, type WidgetDefinition, type WidgetProps, type WidgetRegistry } from './registry.ts';

export interface EmbedRuntimeOptions {
  config: EmbedConfig;
  problems?: readonly ConfigProblem[];
  widgets: readonly WidgetDefinition<any>[];
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
  setLocale(language: string): Promise<void>;
  logout(): Promise<void>;
  /** Unmounts everything and stops watching (tests; a page never needs it). */
  stop(): void;
}

export function startEmbedRuntime(options: EmbedRuntimeOptions): EmbedRuntime {
  const { config } = options;
  const doc = options.doc ?? document;
  const version = options.version ?? 'dev';
  // Before any setLocale: the host page's <html lang> is the site's, not ours.
  setLangTarget(null);
  setEmbedConfig(config);
  registerMessages('embed', { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') });

  const runtime = createClientRuntime({
    baseURL: config.api,
    fetch: options.fetch,
    document: doc,
    // A widget has no page of its own to come back to: it hands the session the path it already
    // remembers, so a 401 locks the session without changing where the portal returns after login.
    currentPath: () => $session.get().redirectAfterLogin || '/dashboard',
  });
  const uninstall = installRuntime(runtime);
  const events = createEvents(doc);
  const { emit } = events;
  const registry = createRegistry(options.widgets);
  // in the widgets' language, like everything they show
  const report = (code: string, error: unknown) => emit('error', { code, message: messageOf(error, t), ...statusOf(error) });
  for (const problem of options.problems ?? []) emit('error', { code: 'config', message: problem.message });

  // Language: the site's data-locale, else the member's saved language, else the browser's.
  let chosen: Language | null = config.locale;
  const language = () => chosen ?? detectLanguage($session.get().language, globalThis.navigator?.language);
  const stops: (() => void)[] = [
    $session.listen(() => {
      if (chosen === null) void setLocale(language()).catch(() => {});
    }),
    authEvents((detail) => emit('auth-change', detail)),
    apiErrors.onApiError((error) => report('api', error)),
  ];

  // Started with the first mounted widget, stopped with the last.
  const watching = new Map<string, () => void>();
  let stopActive: (() => void) | null = null;
  const mounter = createMounter({
    registry,
    theme: () => config.theme,
    onCountChange(name, count, total) {
      if (total > 0 && !stopActive) {
        const stopTicker = startExpiryTicker();
        const stopConnection = $connectionState.listen((state) => emit('connection', { state }));
        stopActive = () => {
          stopTicker();
          stopConnection();
        };
      }
      const watch = registry.get(name)?.watch;
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
      emit('ready', { version, widgets: registry.all().map((widget) => widget.name) });
    });

  return {
    ready,
    registry,
    mounter,
    events,
    mount(element, name, props) {
      if (!(element instanceof (view?.HTMLElement ?? HTMLElement))) throw new TypeError('ClubWidgets.mount needs an element.');
      mounter.mount(element, name, props);
    },
    unmount: (element) => mounter.unmount(element),
    setLocale(next) {
      chosen = normaliseLanguage(next);
      return setLocale(chosen);
    },
    logout: logoutMember,
    stop() {
      stopped = true;
      stopElements?.();
      mounter.unmountAll();
      stops.forEach((stop) => stop());
      events.clear();
      uninstall();
    },
  };
}

/** club:auth-change on every change of the session's state (logged in, locked, logged out). */
function authEvents(emit: (detail: ClubEventDetails['auth-change']) => void): () => void {
  let previous = $sessionState.get();
  return $sessionState.listen((state) => {
    if (state === previous) return;
    previous = state;
    const user = $session.get().user;
    emit({ signedIn: state === 'logged-in', state, user: user && state === 'logged-in' ? { id: user.id, name: user.name } : null });
  });
}

function statusOf(error: unknown): { status?: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { status } : {};
}
