// The client half of a module test's world: given the REAL reference server in-process (see
// tests/server/helpers.ts) and a member's token, the client runtime whose fetch is app.request
// (every request recorded, optionally failing as if offline), that member signed in on the page's
// session, the module's texts loaded, and pages rendered inside a memory-location router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiErrorStream } from '../../src/core/api/errors.ts';
import { loadMessages, registerMessages, setLocale } from '../../src/core/i18n/i18n.ts';
import type { ModuleDefinition } from '../../src/core/modules.ts';
import { createClientRuntime, installRuntime } from '../../src/core/runtime.ts';
import { session } from '../../src/core/session/session.ts';
import type { User } from '../../src/core/types.ts';
import { APP_URL, type createWorld } from '../server/helpers.ts';

/** The part of a server world (createWorld, createWalletWorld) the client side uses. */
export type ServerSide = Pick<ReturnType<typeof createWorld>, 'app' | 'call'>;

export async function signedInClient(
  server: ServerSide,
  token: string,
  module: Pick<ModuleDefinition, 'id' | 'messages'>,
) {
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
  const user = (await server.call('GET', '/api/user', { token })).body as User;
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user });

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
    /** Every request as 'METHOD /path?query', in order. */
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
