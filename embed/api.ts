// window.ClubWidgets, the script's one global and its public API. A site may call it before the
// script has loaded through the documented stub (examples/README.md), which queues the calls:
//
//   window.ClubWidgets = window.ClubWidgets || (function (q) {
//     var api = { q: q, ready: new Promise(function (resolve) { q.push(['ready', resolve]); }) };
//     ['mount', 'unmount', 'on', 'off', 'setLocale', 'logout'].forEach(function (name) {
//       api[name] = function () { q.push([name].concat([].slice.call(arguments))); };
//     });
//     return api;
//   })([]);
//
// The queue is replayed in order once the script runs; `ready` of the stub resolves with the API.
import type { Diagnosis } from './diagnose.ts';
import type { ClubEventHandler, ClubEventName } from './events.ts';
import type { EmbedRuntime } from './runtime.ts';

export interface ClubWidgets {
  readonly version: string;
  /** Resolves with this API once the texts are loaded and the page's widgets are mounted. */
  readonly ready: Promise<ClubWidgets>;
  /** The widget names: 'notification-bell', ... */
  readonly widgets: readonly string[];
  /** Who is signed in (the display name only), or null; club:auth-change says when it changes. */
  readonly user: { name: string } | null;
  /**
   * Mounts widget `name` on `element` (a div, a section...), with props; again: new props. An
   * unknown name or a non-element is reported as club:error (code 'unknown-widget', 'mount').
   */
  mount(element: HTMLElement, name: string, props?: Record<string, unknown>): void;
  /** Unmounts the widget on `element`; false when there was none. */
  unmount(element: HTMLElement): boolean;
  /** Calls `handler` with the detail of every club:NAME event; returns the function that stops. */
  on<N extends ClubEventName>(name: N | `club:${N}`, handler: ClubEventHandler<N>): () => void;
  off<N extends ClubEventName>(name: N | `club:${N}`, handler: ClubEventHandler<N>): void;
  /** Switches the widgets' language ('en', 'de'; anything else: English). */
  setLocale(language: string): Promise<void>;
  /** Logs the member out on this origin: every widget, tab (and, on its origin, the portal). */
  logout(): Promise<void>;
  /** Checks the API, this origin in WIDGET_ORIGINS, the page's CSP and the realtime server; prints and answers it. */
  diagnose(): Promise<Diagnosis>;
}

const METHODS = ['mount', 'unmount', 'on', 'off', 'setLocale', 'logout', 'diagnose'] as const;

export function createClubWidgets(runtime: EmbedRuntime, version: string): ClubWidgets {
  const api: ClubWidgets = {
    version,
    ready: runtime.ready.then(() => api),
    get widgets() {
      return runtime.registry.all().map((widget) => widget.name);
    },
    get user() {
      return runtime.user();
    },
    mount: (element, name, props) => runtime.mount(element, name, props),
    unmount: (element) => runtime.unmount(element),
    on: (name, handler) => runtime.events.on(name, handler),
    off: (name, handler) => runtime.events.off(name, handler),
    setLocale: (language) => runtime.setLocale(language),
    logout: () => runtime.logout(),
    diagnose: () => runtime.diagnose(),
  };
  return Object.freeze(api);
}

/**
 * Replays the calls a stub queued before the script loaded (`[name, ...args]` entries, or an
 * `arguments` object). A call that fails is reported, and the rest still run.
 */
export function replayQueue(queued: unknown, api: ClubWidgets, report: (error: unknown) => void): void {
  if (!Array.isArray(queued)) return;
  for (const entry of queued) {
    const [name, ...args] = Array.from(entry as ArrayLike<unknown>);
    try {
      if (name === 'ready') {
        if (typeof args[0] === 'function') void api.ready.then(args[0] as (value: ClubWidgets) => void);
      } else if ((METHODS as readonly unknown[]).includes(name)) {
        const result = (api[name as (typeof METHODS)[number]] as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) result.catch(report);
      } else {
        throw new TypeError(`ClubWidgets has no method "${String(name)}".`);
      }
    } catch (error) {
      report(error);
    }
  }
}
