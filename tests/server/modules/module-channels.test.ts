// createApp mounts POST /api/broadcasting/auth behind requireAuth(), with the channel rules every
// module declares (server/realtime/broadcasting.ts, ServerModule.channels).
import { afterAll, describe, expect, it } from 'vitest';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { silentLogger } from '../../../server/http/env.ts';
import type { ServerModule } from '../../../server/http/module.ts';
import { serverModules } from '../../../server/modules/index.ts';
import { createWorld, testConfig } from '../helpers.ts';

const chat: ServerModule = {
  id: 'chat',
  channels: (rules) => rules.channel('chat.{conversation}', (_user, { conversation }) => conversation === '5'),
};
const modules = [...serverModules, chat];
const realtime = createServerRealtime(testConfig(), silentLogger, modules);
afterAll(() => realtime.hub?.close());

const auth = (w: ReturnType<typeof createWorld>, channel: string, token?: string) =>
  w.call('POST', '/api/broadcasting/auth', {
    raw: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
    contentType: 'application/x-www-form-urlencoded',
    token,
  });

describe('broadcasting auth through the platform', () => {
  it('answers 401 Unauthenticated. without a token', async () => {
    const w = createWorld({ modules, realtime: realtime.routes });
    const res = await auth(w, 'private-chat.5');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it("signs the member's own user channel and refuses another member's", async () => {
    const w = createWorld({ modules, realtime: realtime.routes });
    const user = await w.createUser();
    const token = w.tokenFor(user);
    expect((await auth(w, `private-App.Models.User.${user.id}`, token)).status).toBe(200);
    expect((await auth(w, `private-App.Models.User.${user.id + 1}`, token)).status).toBe(403);
  });

  it('applies the channel rules a module declares', async () => {
    const w = createWorld({ modules, realtime: realtime.routes });
    const token = w.tokenFor(await w.createUser());
    expect((await auth(w, 'private-chat.5', token)).body.auth).toMatch(/^app-key:[0-9a-f]{64}$/);
    expect((await auth(w, 'private-chat.6', token)).status).toBe(403);
  });

  it('refuses a pending login token with 403', async () => {
    const w = createWorld({ modules, realtime: realtime.routes });
    await w.createUser({ email: 'mia@club.test' });
    const pending = await w.loginPending('mia@club.test');
    expect((await auth(w, 'private-chat.5', pending)).status).toBe(403);
  });
});
