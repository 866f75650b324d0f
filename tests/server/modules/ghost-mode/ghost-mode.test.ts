// Ghost mode: support staff with the `ghost-mode` permission act as a member.
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { findAccessTokenById, listAccessTokens } from '../../../../server/auth/repository-tokens.ts';
import { grantPermission, type UserRow } from '../../../../server/auth/repository-users.ts';
import { GHOST_MODE_LIMIT, GHOST_TOKEN_MINUTES, ghostTokenName } from '../../../../server/modules/ghost-mode/routes.ts';
import { createWorld, type World } from '../../helpers.ts';

let world: World;
let staff: UserRow;
let member: UserRow;
let staffToken: string;

const sessionToken = (user: UserRow, abilities?: string[]) =>
  createAccessToken(world.app.deps, user, { name: 'vitest', abilities, lifetimeMinutes: 240, idleMinutes: 30 })
    .plainTextToken;

beforeEach(async () => {
  world = createWorld();
  staff = await world.createUser({ name: 'Sam Support', email: 'sam@club.test' });
  member = await world.createUser({ name: 'Mia Member', email: 'mia@club.test', address: true });
  grantPermission(world.db, staff.id, 'ghost-mode', toTimestamp(world.clock.now()));
  staffToken = sessionToken(staff);
});

const enter = (email: unknown, token = staffToken) => world.call('POST', '/api/ghost-mode', { token, body: { email } });

describe('POST /api/ghost-mode', () => {
  it("answers a login for the member whose token carries the 'ghost' ability", async () => {
    const res = await enter('mia@club.test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      user: { id: member.id, email: 'mia@club.test', address: { firstname: 'Mia' } },
    });
    const row = findAccessTokenById(world.db, Number(String(res.body.access_token).split('|')[0]))!;
    expect(row.tokenable_id).toBe(member.id);
    expect(JSON.parse(row.abilities)).toEqual(['*', 'ghost']);
  });

  it('records who is acting in the token name, which the member sees among their sessions', async () => {
    await enter('mia@club.test');
    const names = listAccessTokens(world.db, member.id).map((t) => t.name);
    expect(names).toContain(ghostTokenName(staff));
    expect(ghostTokenName(staff)).toBe(`Ghost mode: Sam Support <sam@club.test> (#${staff.id})`);
  });

  it(`gives the ghost token at most ${GHOST_TOKEN_MINUTES} minutes`, async () => {
    const res = await enter('mia@club.test');
    expect(res.body.expires_in).toBe(GHOST_TOKEN_MINUTES * 60);
  });

  it('answers 403 without the ghost-mode permission', async () => {
    const other = await world.createUser();
    const res = await enter('mia@club.test', sessionToken(other));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 403 when called with a ghost token (no ghost mode inside ghost mode)', async () => {
    grantPermission(world.db, member.id, 'ghost-mode', toTimestamp(world.clock.now()));
    const ghost = (await enter('mia@club.test')).body.access_token as string;
    const res = await enter('sam@club.test', ghost);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Ghost mode is read-only: leave ghost mode to make changes.');
  });

  it('answers 422 for an unknown email, without revealing anything else', async () => {
    const res = await enter('nobody@club.test');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The selected email is invalid.',
      errors: { email: ['The selected email is invalid.'] },
    });
  });

  it('answers 422 for a missing or malformed email', async () => {
    expect((await enter('')).body.errors.email).toEqual(['The email field is required.']);
    expect((await enter('not-an-email')).status).toBe(422);
    expect((await enter(['mia@club.test'])).status).toBe(422);
  });

  it('answers 422 when staff try to act as themselves', async () => {
    const res = await enter('sam@club.test');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['You cannot enter ghost mode as yourself.']);
  });

  it('answers 401 Unauthenticated without a valid token', async () => {
    const res = await world.call('POST', '/api/ghost-mode', { body: { email: 'mia@club.test' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to a token without full abilities (a pending login token)', async () => {
    const res = await enter('mia@club.test', sessionToken(staff, ['verify']));
    expect(res.status).toBe(403);
  });

  it(`throttles after ${GHOST_MODE_LIMIT.maxAttempts} attempts a minute with 429 and Retry-After`, async () => {
    for (let i = 0; i < GHOST_MODE_LIMIT.maxAttempts; i++) await enter('nobody@club.test');
    const res = await enter('mia@club.test');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/refresh in ghost mode', () => {
  it('answers 403: a ghost session cannot be turned into a normal member token', async () => {
    const ghost = (await enter('mia@club.test')).body.access_token as string;
    const res = await world.call('POST', '/api/auth/refresh', { token: ghost });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Ghost mode is read-only: leave ghost mode to make changes.');
    expect((await world.call('GET', '/api/user', { token: ghost })).status).toBe(200);
  });
});

describe('DELETE /api/ghost-mode', () => {
  it('revokes the ghost token: it is rejected afterwards, the staff token still works', async () => {
    const ghost = (await enter('mia@club.test')).body.access_token as string;
    expect((await world.call('DELETE', '/api/ghost-mode', { token: ghost })).status).toBe(204);
    expect((await world.call('DELETE', '/api/ghost-mode', { token: ghost })).status).toBe(401);
    expect((await enter('mia@club.test')).status).toBe(200);
  });

  it('answers 403 to a normal session token and leaves it alone', async () => {
    const res = await world.call('DELETE', '/api/ghost-mode', { token: staffToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This is not a ghost mode session.');
    expect((await enter('mia@club.test')).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await world.call('DELETE', '/api/ghost-mode')).status).toBe(401);
  });
});

describe('ghost mode in the API document', () => {
  it('documents both ghost mode operations', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/ghost-mode'])).toEqual(['post', 'delete']);
  });
});
