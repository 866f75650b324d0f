// The news tests' world: the REAL reference server in-process (fresh ':memory:' database, demo
// posts), the client runtime whose fetch is app.request, a signed-in member in the page's
// session, the news texts loaded, and pages rendered inside a memory-location router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiErrorStream } from '../../../src/core/errors.ts';
import { loadMessages, registerMessages, setLocale } from '../../../src/core/i18n.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { session } from '../../../src/core/session.ts';
import type { User } from '../../../src/core/types.ts';
import { newsModule } from '../../../src/modules/news/index.ts';
import { seedNews } from '../../../server/repositories/news-demo.ts';
import { APP_URL, createWorld } from '../../server/helpers.ts';

export async function newsWorld(options: { seed?: boolean } = {}) {
  const server = createWorld();
  if (options.seed !== false) seedNews(server.app.deps);
  const member = await server.createUser({ address: true });
  const token = server.tokenFor(member);
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

  registerMessages('news', newsModule.messages);
  await setLocale('en');
  await loadMessages(['news']);

  /** Renders `ui` at `path`; `location.history` records every navigation. */
  function renderAt(path: string, ui: ReactNode) {
    const location = memoryLocation({ path, record: true });
    const view = render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>,
    );
    return { ...view, location };
  }

  return {
    server,
    member,
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

export type NewsWorld = Awaited<ReturnType<typeof newsWorld>>;
