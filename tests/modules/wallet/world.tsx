// The wallet and appointment client tests' world: the REAL reference server in-process (fresh
// ':memory:' database with the demo wallet and appointments of demo@club.test), the client
// runtime whose fetch is app.request, demo@club.test signed in on the page's session, the
// module's texts loaded, and pages rendered inside a memory-location router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiErrorStream } from '../../../src/core/errors.ts';
import { loadMessages, registerMessages, setLocale } from '../../../src/core/i18n.ts';
import type { ModuleDefinition } from '../../../src/core/modules.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { session } from '../../../src/core/session.ts';
import type { User } from '../../../src/core/types.ts';
import { APP_URL } from '../../server/helpers.ts';
import { createWalletWorld } from '../../server/wallet-helpers.ts';

export async function clientWorld(module: ModuleDefinition) {
  const server = await createWalletWorld();
  const requests: string[] = [];
  let offline = false;

  const runtime = createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}${new URL(input).search}`);
      if (offline) throw new TypeError('Failed to fetch');
      return server.app.request(input, init);
    },
    errors: createApiErrorStream(),
    document: null,
  });
  const uninstall = installRuntime(runtime);
  const user = (await server.call('GET', '/api/user', { token: server.demoToken })).body as User;
  session.login({ access_token: server.demoToken, token_type: 'Bearer', expires_in: 3600, user });

  registerMessages(module.id, module.messages!);
  await setLocale('en');
  await loadMessages([module.id]);

  /** Renders `ui` at `path`; with `pattern`, `ui` is the page of that route and gets its params. */
  function renderAt(path: string, ui: ReactNode | ((params: Record<string, string>) => ReactNode), pattern?: string) {
    const location = memoryLocation({ path, record: true });
    const view = render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        {pattern && typeof ui === 'function' ? (
          <Switch>
            <Route path={pattern}>{(params) => ui(params as Record<string, string>)}</Route>
          </Switch>
        ) : (
          (ui as ReactNode)
        )}
      </Router>,
    );
    return { ...view, location };
  }

  return {
    server,
    requests,
    renderAt,
    /** Every request from now on fails as if offline (or works again). */
    setOffline: (value: boolean) => void (offline = value),
    teardown() {
      uninstall();
      session.logout();
    },
  };
}

export type ClientWorld = Awaited<ReturnType<typeof clientWorld>>;

/** Text content with every kind of space as a plain space (Intl puts no-break spaces in de money). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
