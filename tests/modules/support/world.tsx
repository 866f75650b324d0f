// The support tests' world: the REAL reference server in-process (fresh ':memory:' database, the
// demo FAQ, contact topics and demo@club.test's three tickets), the client runtime whose fetch is
// app.request, that member signed in, the support texts loaded, pages inside a memory router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiErrorStream } from '../../../src/core/errors.ts';
import { loadMessages, registerMessages, setLocale } from '../../../src/core/i18n.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { session } from '../../../src/core/session.ts';
import type { User } from '../../../src/core/types.ts';
import { loadHeader, resetHeader } from '../../../src/modules/common/header/store.ts';
import { supportModule } from '../../../src/modules/support/index.ts';
import { seedSupport } from '../../../server/repositories/support-demo.ts';
import { APP_URL, createWorld } from '../../server/helpers.ts';

export async function supportWorld(options: { tickets?: boolean; seed?: boolean } = {}) {
  const server = createWorld({ env: { FEATURE_TICKETS: options.tickets === false ? 'false' : 'true' } });
  const member = await server.createUser({ email: 'demo@club.test', address: true });
  if (options.seed !== false) seedSupport(server.app.deps);
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

  registerMessages('support', supportModule.messages);
  await setLocale('en');
  await loadMessages(['support']);

  function renderAt(path: string, ui: ReactNode) {
    const location = memoryLocation({ path, record: true });
    const view = render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>,
    );
    return { ...view, location };
  }

  const ticketId = (subject: string) => (server.db.prepare('SELECT id FROM support_tickets WHERE subject = ?').get(subject) as { id: number }).id;

  return {
    server,
    member,
    requests,
    renderAt,
    ticketId,
    /** GET user/header as the top bar does, so $ticketUnread / $ticketsEnabled have a summary. */
    loadHeader,
    setOffline: (value: boolean) => void (offline = value),
    teardown() {
      uninstall();
      session.logout();
      resetHeader();
    },
  };
}

export type SupportWorld = Awaited<ReturnType<typeof supportWorld>>;
