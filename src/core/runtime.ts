// The wiring of the core singletons for one page: the api client bound to the session, the
// server's ClientConfig, and where a 401 leads. The portal (src/portal/runtime.ts) and a widget
// script each build one with createClientRuntime and install it; module stores and request
// functions then reach the api through currentApi(), so they never import the portal or the embed.
//
//   installRuntime(createClientRuntime({ baseURL: '/api', navigate }))
//   export const getHeader = () => currentApi().get<HeaderSummary>('user/header');
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { createApi, type Api, type CookieDocument, type Fetch } from './api/api.ts';
import { apiErrors as defaultErrors, type ApiErrorStream } from './api/errors.ts';
import { $locale } from './i18n/i18n.ts';
import { session as defaultSession, type Session } from './session/session.ts';
import type { ClientConfig } from './types.ts';

export interface ClientRuntimeOptions {
  /** API base, e.g. '/api' (portal: <meta name="club:api">) or 'https://club.example/api' (widgets). */
  baseURL: string;
  fetch?: Fetch;
  session?: Session;
  errors?: ApiErrorStream;
  /** Where a 401 'Unauthenticated.' sends the member ('/lock' or '/login'); widgets may ignore it. */
  navigate?: (path: string) => void;
  /** The path shown now (the portal's location); widgets pass the host page's, which is never /login. */
  currentPath?: () => string;
  document?: CookieDocument | null;
}

export interface ClientRuntime {
  readonly api: Api;
  readonly session: Session;
  readonly errors: ApiErrorStream;
  /** GET config, once: answered from memory after the first success; a failure may be retried. */
  loadClientConfig(): Promise<ClientConfig>;
  navigate(path: string): void;
}

const clientConfigStore: WritableAtom<ClientConfig | null> = atom(null);
/** The server's ClientConfig (club name, social links, realtime, features); null until loaded. */
export const $clientConfig: ReadableAtom<ClientConfig | null> = clientConfigStore;

const defaultPath = () => (typeof location === 'undefined' ? '/' : location.pathname);

export function createClientRuntime(options: ClientRuntimeOptions): ClientRuntime {
  const session = options.session ?? defaultSession;
  const errors = options.errors ?? defaultErrors;
  const navigate = options.navigate ?? (() => {});
  const api = createApi({
    baseURL: options.baseURL,
    fetch: options.fetch,
    errors,
    document: options.document,
    getToken: () => session.$session.get().token?.access_token ?? null,
    locale: () => $locale.get(), // read per request: a language switch applies to the next one
    currentPath: options.currentPath ?? defaultPath,
    onUnauthenticated: (path) => {
      const target = session.handleUnauthenticated(path);
      if (target) navigate(target);
    },
  });

  let config: Promise<ClientConfig> | null = null;
  function loadClientConfig(): Promise<ClientConfig> {
    config ??= api.get<ClientConfig>('config').then(
      (loaded) => {
        clientConfigStore.set(loaded);
        return loaded;
      },
      (error: unknown) => {
        config = null;
        throw error;
      },
    );
    return config;
  }

  return { api, session, errors, loadClientConfig, navigate };
}

let installed: ClientRuntime | null = null;

/** Makes `runtime` the page's runtime; returns a function that uninstalls it (tests). */
export function installRuntime(runtime: ClientRuntime): () => void {
  installed = runtime;
  return () => {
    if (installed === runtime) installed = null;
    clientConfigStore.set(null);
  };
}

export function getRuntime(): ClientRuntime {
  if (!installed)
    throw new Error('No client runtime is installed: call installRuntime(createClientRuntime(...)) first.');
  return installed;
}

/** The installed runtime's api client, for request functions: `currentApi().get('user/header')`. */
export function currentApi(): Api {
  return getRuntime().api;
}
