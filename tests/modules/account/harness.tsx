// Renders one account page the way the portal does: inside a wouter Router (in-memory location),
// with a client runtime whose api talks to the REAL reference server in-process, and the
// account texts loaded. Each test gets a fresh server, session and location.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadMessages, registerMessages, setLocale } from '../../../src/core/i18n/i18n.ts';
import { loadScreenTexts } from '../../../src/modules/account/pages/screens.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { clearToasts } from '../../../src/ui/toasts.ts';
import { accountModule } from '../../../src/modules/account/index.ts';
import { API_BASE, createClientWorld, type ClientWorld } from '../../core/session/auth-world.ts';

let uninstall: (() => void) | null = null;

export async function cleanupAccount() {
  cleanup();
  uninstall?.();
  uninstall = null;
  clearToasts();
  await setLocale('en');
}

export interface RenderedPage extends RenderResult {
  world: ClientWorld;
  /** The path (with query) shown now. */
  location: () => string;
  history: string[];
}

/** Renders `Page` for the route `pattern` at `at` (e.g. '/reset-password/:email/:token', '/reset-password/a%40b.c/xyz'). */
export async function renderPage(
  pattern: string,
  Page: ComponentType,
  at: string,
  world: ClientWorld = createClientWorld(),
  options: { strict?: boolean } = {},
): Promise<RenderedPage> {
  registerMessages('account', accountModule.messages!);
  await Promise.all([loadMessages(['account']), loadScreenTexts()]);
  const memory = memoryLocation({ path: at, record: true });
  const location = () => memory.history.at(-1) ?? at;
  uninstall = installRuntime(
    createClientRuntime({
      baseURL: API_BASE,
      fetch: world.fetch,
      session: world.session,
      errors: world.errors,
      navigate: (path) => memory.navigate(path),
      currentPath: () => location().split('?')[0]!,
      document: null,
    }),
  );
  const tree = (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Switch>
        <Route path={pattern} component={Page} />
        <Route>
          <p>elsewhere</p>
        </Route>
      </Switch>
    </Router>
  );
  // StrictMode at the root, as React only then mounts effects twice.
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : (tree as ReactNode));
  return { ...result, world, location, history: memory.history };
}

/** A member the server knows, signed in on the client's session (as a finished login leaves it). */
export async function signInMember(
  world: ClientWorld,
  fields: Parameters<ClientWorld['server']['createUser']>[0] = {},
) {
  const user = await world.server.createUser(fields);
  const token = world.server.tokenFor(user);
  const me = (await world.server.call('GET', '/api/user', { token })).body;
  world.session.login({ access_token: token, token_type: 'Bearer', expires_in: 43_200, user: me });
  return user;
}
