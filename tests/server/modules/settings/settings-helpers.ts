// A signed-in member in a fresh server world, for the settings tests (tests/server/modules/settings/settings-*.test.ts).
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { GHOST_ABILITY } from '../../../../server/auth/ghost.ts';
import type { UserRow } from '../../../../server/auth/repository-users.ts';
import { createWorld, PASSWORD, type CallOptions, type World } from '../../helpers.ts';

export { PASSWORD };

export interface Member {
  w: World;
  user: UserRow;
  token: string;
  /** A request with the member's full session token. */
  as(method: string, path: string, body?: unknown, options?: CallOptions): ReturnType<World['call']>;
}

export async function signedInMember(
  fields: Parameters<World['createUser']>[0] = {},
  world: World = createWorld(),
): Promise<Member> {
  const user = await world.createUser(fields);
  const token = world.tokenFor(user);
  return {
    w: world,
    user,
    token,
    as: (method, path, body, options = {}) => world.call(method, path, { token, body, ...options }),
  };
}

/** A ghost-mode token for `user`, as POST ghost-mode hands out to support staff. */
export function ghostTokenFor(w: World, user: UserRow): string {
  return createAccessToken(w.app.deps, user, {
    name: 'Ghost mode: Sam Staff',
    abilities: ['*', GHOST_ABILITY],
    lifetimeMinutes: 60,
    idleMinutes: 30,
  }).plainTextToken;
}

/** A token with only a limited ability (an API token or a pending login can never use settings). */
export function limitedTokenFor(w: World, user: UserRow, ability = 'user:read'): string {
  return createAccessToken(w.app.deps, user, {
    name: 'script',
    abilities: [ability],
    lifetimeMinutes: null,
    idleMinutes: null,
  }).plainTextToken;
}
