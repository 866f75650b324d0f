// The widgets' API client and what hangs on it, a part of its own: fetched with the first part
// that talks to the server (a signed-in widget, the sign-in form, a logout), so a signed-out
// visitor's page never downloads it. It installs the client runtime (data-api, the origin's
// session: the portal's own on its origin), reports API errors and the realtime connection's
// state as club:* events, and logs out.
import type { Fetch } from '../src/core/api/api.ts';
import { logout } from '../src/core/session/auth-session.ts';
import { apiErrors, messageOf } from '../src/core/api/errors.ts';
import { t } from '../src/core/i18n/i18n.ts';
import { $connectionState } from '../src/core/realtime/index.ts';
import { createClientRuntime, getRuntime, installRuntime } from '../src/core/runtime.ts';
import { $session } from '../src/core/session/session.ts';
import type { Emit } from './events.ts';

export interface ClientOptions {
  baseURL: string;
  fetch?: Fetch;
  doc: Document;
  emit: Emit;
}

/** Installs the runtime; returns the function that uninstalls it (the loader's stop). */
export function startClient({ baseURL, fetch, doc, emit }: ClientOptions): () => void {
  const runtime = createClientRuntime({
    baseURL,
    fetch: watchOrigin(baseURL, fetch ?? ((input, init) => globalThis.fetch(input, init)), emit),
    document: doc,
    // A widget has no page of its own to come back to: it hands the session the path it already
    // remembers, so a 401 locks the session without changing where the portal returns after login.
    currentPath: () => $session.get().redirectAfterLogin || '/dashboard',
  });
  const uninstall = installRuntime(runtime);
  const stops = [
    // in the widgets' language, like everything they show
    apiErrors.onApiError((error) => {
      const status = (error as { status?: unknown }).status;
      emit('error', { code: 'api', message: messageOf(error, t), ...(typeof status === 'number' ? { status } : {}) });
    }),
    $connectionState.listen((state) => emit('connection', { state })),
    uninstall,
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Logout from a widget: the server is told (best effort) and the session cleared. The session is
 * the origin's `vuex` document, so the portal and every other tab and widget there log out too.
 * Realtime follows the token, so the connection goes by itself.
 */
export function logoutMember(): Promise<void> {
  const runtime = getRuntime();
  return logout({ api: runtime.api, session: runtime.session });
}

/**
 * A request that fails without an answer (not aborted) makes the client check, once, whether the
 * server refuses this page's origin (CORS): the site admin gets one console line naming the origin
 * to add to WIDGET_ORIGINS, the page a club:error with code 'origin-not-allowed'.
 */
function watchOrigin(api: string, fetch: Fetch, emit: Emit): Fetch {
  let checked = false;
  return (input, init) =>
    fetch(input, init).catch((error: unknown) => {
      if (!checked && !init?.signal?.aborted) {
        checked = true;
        void import('./diagnose.ts').then(async ({ originRefused, originMessage }) => {
          if (!(await originRefused(api))) return;
          const message = originMessage(globalThis.location.origin, api);
          console.error(message);
          emit('error', { code: 'origin-not-allowed', message });
        });
      }
      throw error;
    });
}
