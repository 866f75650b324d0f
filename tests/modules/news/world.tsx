// The news tests' world: the REAL reference server in-process (fresh ':memory:' database, demo
// posts) and a signed-in member's client with the news texts (tests/support/client-world.tsx).
import { newsModule } from '../../../src/modules/news/index.ts';
import { seedNews } from '../../../server/modules/news/seed.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

export async function newsWorld(options: { seed?: boolean } = {}) {
  const server = createWorld();
  if (options.seed !== false) seedNews(server.app.deps);
  const member = await server.createUser({ address: true });
  const client = await signedInClient(server, server.tokenFor(member), newsModule);
  return { server, member, ...client };
}

export type NewsWorld = Awaited<ReturnType<typeof newsWorld>>;
