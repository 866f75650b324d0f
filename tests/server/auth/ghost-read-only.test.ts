// Ghost mode reads: one rule in requireAuth() refuses every write of a ghost
// session with 403 and a clear message, on every documented route, while leaving ghost mode works.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { createWorld } from '../helpers.ts';
import { ghostTokenFor } from '../modules/settings/settings-helpers.ts';

const READ_ONLY = { message: 'Ghost mode is read-only: leave ghost mode to make changes.' };
/** Leaving ghost mode, and channel auth (it opens the member's feed for reading). */
const ALLOWED = new Set(['DELETE /api/ghost-mode', 'POST /api/auth/logout', 'POST /api/broadcasting/auth']);

type Operation = { security?: Record<string, string[]>[] };

async function memberWrites() {
  const w = createWorld();
  const doc = (await w.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => method !== 'get' && (operation.security ?? []).some((s) => 'bearerAuth' in s))
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1') }))
      .filter(({ method, path }) => !ALLOWED.has(`${method} ${path}`)),
  );
}

describe('ghost mode is read-only', () => {
  it('refuses every write of a ghost session with 403 and a clear message, on every documented member route', async () => {
    const w = createWorld({ env: { API_RATE_LIMIT: '100000' } });
    await seedDatabase(w.app.deps);
    const demo = findUserByEmail(w.db, 'demo@club.test')!;
    const writes = await memberWrites();
    expect(writes.length).toBeGreaterThan(20);
    for (const { method, path } of writes) {
      const res = await w.call(method, path, {
        token: ghostTokenFor(w, demo),
        body: { body: 'hello', message: 'x', name: 'x' },
      });
      expect([`${method} ${path}`, res.status, res.body]).toEqual([`${method} ${path}`, 403, READ_ONLY]);
    }
  });

  it('still lets the ghost session read what the member sees', async () => {
    const w = createWorld();
    await seedDatabase(w.app.deps);
    const token = ghostTokenFor(w, findUserByEmail(w.db, 'demo@club.test')!);
    for (const path of ['/api/user', '/api/user/notifications/unread', '/api/chat/conversations'])
      expect((await w.call('GET', path, { token })).status).toBe(200);
  });

  it('lets the ghost session leave ghost mode', async () => {
    const w = createWorld();
    const token = ghostTokenFor(w, await w.createUser());
    expect((await w.call('DELETE', '/api/ghost-mode', { token })).status).toBe(204);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
  });

  it('leaves a normal session able to write', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    expect((await w.call('POST', '/api/user/notifications/mark-all-read', { token })).status).not.toBe(403);
  });
});
