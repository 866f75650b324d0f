// A fresh world for the chat's client tests: the real server in-process (tests/server/helpers.ts)
// with chat switched on, Ada signed in through a client runtime whose fetch is app.request, and
// Bob as the member on the other side (he acts through the server directly).
import { createApiErrorStream } from '../../../src/core/api/errors.ts';
import { createClientRuntime, installRuntime, type ClientRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import type { User } from '../../../src/core/types.ts';
import { APP_URL, createWorld } from '../../server/helpers.ts';

export async function chatWorld(options: { instructions?: Record<string, boolean> } = {}) {
  const world = createWorld({ env: { FEATURE_CHAT: 'true' } });
  const ada = await world.createUser({ name: 'Ada Lovelace', email: 'ada@club.test' });
  // Bob is in Ada's team (she sponsored him): chat may reach him (canReach).
  const bob = await world.createUser({ name: 'Bob Builder', email: 'bob@club.test', sponsor_id: ada.id });
  const adaToken = world.tokenFor(ada);
  const bobToken = world.tokenFor(bob);
  const requests: string[] = [];
  const session = createSession({ storage: createStorage(null) });
  const runtime: ClientRuntime = createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}${new URL(input).search}`);
      return world.app.request(input, init);
    },
    session,
    errors: createApiErrorStream(),
    document: null,
  });
  const me = (await runtime.api.raw<User>('GET', 'user', { token: adaToken })).data;
  session.login({
    access_token: adaToken,
    token_type: 'Bearer',
    expires_in: 3600,
    user: { ...me, instruction_state: { ...me.instruction_state, ...options.instructions } },
  });
  const uninstall = installRuntime(runtime);

  /** Bob writes to Ada (starting the conversation the first time); answers the stored message. */
  async function bobSays(body: string) {
    const res = await world.call('POST', '/api/chat/conversations', {
      token: bobToken,
      body: { member_id: ada.id, body },
    });
    if (res.status !== 201) throw new Error(`bob could not send: ${res.status} ${res.text}`);
    return res.body.message as {
      id: number;
      conversation_id: number;
      sender_id: number;
      body: string;
      created_at: string;
    };
  }

  return {
    world,
    ada,
    bob,
    adaToken,
    bobToken,
    session,
    runtime,
    requests,
    bobSays,
    close() {
      uninstall();
      session.destroy();
    },
  };
}

export type ChatWorld = Awaited<ReturnType<typeof chatWorld>>;
