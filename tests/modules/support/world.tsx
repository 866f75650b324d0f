// The support tests' world: the REAL reference server in-process (fresh ':memory:' database, the
// demo FAQ, contact topics and demo@club.test's three tickets) and that member's client with the
// support texts (tests/support/client-world.tsx).
import { loadHeader } from '../../../src/core/header/store.ts';
import { forgetHeader } from '../../support/header.ts';
import { supportModule } from '../../../src/modules/support/index.ts';
import { seedSupport } from '../../../server/modules/support/seed.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

export async function supportWorld(options: { tickets?: boolean; seed?: boolean } = {}) {
  const server = createWorld({ env: { FEATURE_TICKETS: options.tickets === false ? 'false' : 'true' } });
  const member = await server.createUser({ email: 'demo@club.test', address: true });
  if (options.seed !== false) seedSupport(server.app.deps);
  const client = await signedInClient(server, server.tokenFor(member), supportModule);

  const ticketId = (subject: string) =>
    (server.db.prepare('SELECT id FROM support_tickets WHERE subject = ?').get(subject) as { id: number }).id;

  return {
    server,
    member,
    ...client,
    ticketId,
    /** GET user/header as the top bar does, so $ticketUnread / $ticketsEnabled have a summary. */
    loadHeader,
    teardown() {
      client.teardown();
      forgetHeader();
    },
  };
}

export type SupportWorld = Awaited<ReturnType<typeof supportWorld>>;
