// The portal's wiring of the core singletons, in one place: the api client (API base from
// <meta name="club:api">), GET config, language, the first screen's styles (styles.ts), the
// 1000 ms expiry ticker and tracking. Pages and stores reach the api through core/runtime.ts
// (currentApi, $clientConfig); the widgets build their own runtime the same way.
import { navigate } from 'wouter/use-browser-location';
import type { Fetch } from '../core/api/api.ts';
import { $locale, detectLanguage, registerMessages, setLocale } from '../core/i18n/i18n.ts';
import { createClientRuntime, installRuntime, type ClientRuntime } from '../core/runtime.ts';
import { startExpiryTicker } from '../core/session/expiry.ts';
import { $session } from '../core/session/session.ts';
import type { ClientConfig } from '../core/types.ts';
import { commonModule } from '../modules/common/index.ts';
import { adoptFirstScreenStyles } from './styles.ts';

export const DEFAULT_API_BASE = '/api';

/** The API base the page was served with (src/portal/index.html). */
export function readApiBase(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector('meta[name="club:api"]')?.getAttribute('content')?.trim() || DEFAULT_API_BASE;
}

/** The language of docs/spec.md §4 for the session's saved language and the browser's. */
export function portalLanguage(saved: string | null): string {
  return detectLanguage(saved, typeof navigator === 'undefined' ? null : navigator.language);
}

/** Whether GET config's `analytics` names Matomo or Sentry (otherwise no tracking code loads). */
export function tracksAnything(settings: ClientConfig['analytics']): boolean {
  return Boolean(settings?.matomo || settings?.sentry?.dsn);
}

export interface PortalRuntime {
  runtime: ClientRuntime;
  /** Resolves once the common texts and GET config are there (the first render waits for it). */
  ready: Promise<void>;
  stop(): void;
}

export function startPortalRuntime(options: { baseURL?: string; fetch?: Fetch } = {}): PortalRuntime {
  const runtime = createClientRuntime({
    baseURL: options.baseURL ?? readApiBase(),
    fetch: options.fetch,
    navigate: (path) => navigate(path),
  });
  const uninstall = installRuntime(runtime);
  adoptFirstScreenStyles(document);

  // The common set is always loaded (docs/spec.md §4); other modules' tables load with their pages.
  registerMessages(commonModule.id, commonModule.messages!);
  // The first render waits for the texts and GET config (features decide which modules are on);
  // a failing config request shows as an error dialog (500, 503) and the portal starts anyway.
  // GET config also says whether the club runs Matomo or Sentry (docs/contracts.md §7.6): only then
  // does the tracking code load, before the first render, so the first page view is tracked.
  let stopped = false;
  let stopTracking = () => {};
  const config = runtime
    .loadClientConfig()
    .then(async ({ analytics }) => {
      if (!tracksAnything(analytics)) return;
      const { startTracking } = await import('./tracking/start-tracking.ts');
      if (!stopped) stopTracking = startTracking(analytics, $session);
    })
    .catch(() => {
      // without GET config or the tracking chunk the portal runs untracked
    });
  const ready = Promise.all([setLocale(portalLanguage($session.get().language)).catch(() => {}), config]).then(
    () => {},
  );
  // A login (or another tab) changing the saved language switches the texts.
  const stopLanguage = $session.listen(({ language }) => {
    const next = portalLanguage(language);
    if (next !== $locale.get()) void setLocale(next);
  });

  // Data on screen is worded by the server in the request's language: fetched again in the new one.
  // Imported on a switch, not with the login screen: before any module loaded, nothing is fetched.
  let language = $locale.get();
  const stopRefetch = $locale.listen((next) => {
    if (next === language) return;
    language = next;
    void import('../core/resource/resource.ts').then((fetchers) => fetchers.invalidateAllFetchers());
  });

  const stopTicker = startExpiryTicker();

  return {
    runtime,
    ready,
    stop() {
      stopped = true;
      stopLanguage();
      stopRefetch();
      stopTicker();
      stopTracking();
      uninstall();
    },
  };
}
