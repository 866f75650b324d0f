// Starting the widgets on a page: config from the script tag, the runtime, window.ClubWidgets (with
// the stub's queued calls replayed). A second copy of the script tag finds the first one's API
// under a private symbol and does nothing, so widgets never mount twice.
import type { Fetch } from '../src/core/api/api.ts';
import { createClubWidgets, replayQueue, type ClubWidgets } from './api.ts';
import { findOwnScript, readConfig, type ScriptLike } from './config.ts';
import type { WidgetDefinition } from './registry.ts';
import { startEmbedRuntime, type EmbedRuntime } from './runtime.ts';

export const RUNTIME_KEY = Symbol.for('club.widgets.runtime');

type WidgetWindow = Window &
  typeof globalThis & { ClubWidgets?: unknown; [RUNTIME_KEY]?: { api: ClubWidgets; runtime: EmbedRuntime } };

export interface BootOptions {
  widgets: readonly WidgetDefinition[];
  version: string;
  fetch?: Fetch;
  /** The script tag to read the configuration from; default: the one this bundle runs from. */
  script?: ScriptLike | null;
}

/** Starts the widgets in `win` once; later calls answer the first one's API. */
export function boot(win: Window & typeof globalThis, options: BootOptions): ClubWidgets {
  const scope = win as WidgetWindow;
  const running = scope[RUNTIME_KEY];
  if (running) return running.api;

  const doc = win.document;
  const script = options.script !== undefined ? options.script : findOwnScript(doc);
  const { config, problems } = readConfig(script, doc.URL);
  const runtime = startEmbedRuntime({
    config,
    problems,
    widgets: options.widgets,
    doc,
    fetch: options.fetch,
    version: options.version,
  });
  const api = createClubWidgets(runtime, options.version);
  Object.defineProperty(scope, RUNTIME_KEY, { value: { api, runtime }, configurable: true });

  const stub = scope.ClubWidgets as { q?: unknown } | undefined;
  scope.ClubWidgets = api;
  replayQueue(stub?.q, api, (error) =>
    runtime.events.emit('error', { code: 'queue', message: error instanceof Error ? error.message : String(error) }),
  );
  return api;
}

/** Undoes boot (tests): unmounts, stops, forgets the API. */
export function shutdown(win: Window & typeof globalThis): void {
  const scope = win as WidgetWindow;
  scope[RUNTIME_KEY]?.runtime.stop();
  delete scope[RUNTIME_KEY];
  delete scope.ClubWidgets;
}
