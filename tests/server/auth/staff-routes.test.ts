// docs/spec.md §10 "Roles and permissions", table-driven over every staff route the app mounts (each
// endpoint of the contract made with staffEndpoints): without a token 401; a member without the
// route's permission 403; with it, but through a ghost token, an API token or from a widget's host
// page, 403; with it in the portal, neither.
import { describe, expect, it } from 'vitest';
import { API_TOKEN_ABILITIES } from '../../../src/shared/contract/api-token-abilities.ts';
import { ENDPOINTS } from '../../../src/shared/contract/index.ts';
import { isStaffEndpoint, type StaffEndpoint } from '../../../src/shared/contract/staff-endpoint.ts';
import { STAFF_PERMISSIONS } from '../../../src/shared/contract/staff-roles.ts';
import { grantRole } from '../../../server/auth/staff-roles.ts';
import { grantPermission } from '../../../server/auth/repository-users.ts';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { APP_URL, createWorld } from '../helpers.ts';

const WIDGET_HOST = 'https://club-site.example';
const seed = { id: null, label: 'seed', via: 'cli' } as const;

async function staffWorld() {
  const w = createWorld({ env: { WIDGET_ORIGINS: WIDGET_HOST } });
  const board = await w.createUser({ email: 'board@club.test' });
  grantRole(w.app.deps, seed, board.id, 'board');
  const token = (abilities: string[]) =>
    createAccessToken(w.app.deps, board, { name: 'vitest', abilities, lifetimeMinutes: 60, idleMinutes: 30 })
      .plainTextToken;
  return {
    w,
    board,
    session: w.tokenFor(board),
    ghost: token(['*', 'ghost']),
    apiToken: token([...API_TOKEN_ABILITIES]),
  };
}

const mounted = (w: ReturnType<typeof createWorld>) =>
  new Set(w.app.deps.routes.map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`));

function urlOf(endpoint: StaffEndpoint, userId: number): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'user' ? String(userId) : name === 'role' ? 'editor' : '1',
  );
}

const staffEndpoints = ENDPOINTS.filter(isStaffEndpoint);
const needed = (endpoint: StaffEndpoint) =>
  typeof endpoint.permission === 'string' ? [endpoint.permission] : endpoint.permission;

describe('every staff route', () => {
  it('is mounted, and there are staff routes to check.', async () => {
    const { w } = await staffWorld();
    const routes = mounted(w);
    expect(staffEndpoints.length).toBeGreaterThan(5);
    expect(staffEndpoints.filter((e) => !routes.has(`${e.method} ${e.path}`)).map((e) => e.path)).toEqual([]);
  });

  it.each(staffEndpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s: 401 without a token, 403 without its permission, 403 for a ghost or API token or another origin',
    async (_name, endpoint) => {
      const { w, board, session, ghost, apiToken } = await staffWorld();
      const url = urlOf(endpoint, board.id);
      const call = (token?: string, headers: Record<string, string> = {}) =>
        w.call(endpoint.method.toUpperCase(), url, {
          token,
          headers,
          body: endpoint.method === 'get' ? undefined : {},
        });

      expect((await call()).status).toBe(401);

      // a member holding every staff permission but this route's
      const other = await w.createUser();
      for (const permission of STAFF_PERMISSIONS)
        if (!needed(endpoint).includes(permission))
          grantPermission(w.db, other.id, permission, toTimestamp(w.clock.now()));
      expect((await call(w.tokenFor(other))).status).toBe(403);

      expect((await call(ghost)).status).toBe(403);
      expect((await call(apiToken)).status).toBe(403);
      expect((await call(session, { Origin: WIDGET_HOST })).status).toBe(403);

      const allowed = await call(session, { Origin: new URL(APP_URL).origin });
      expect([401, 403]).not.toContain(allowed.status);
    },
  );
});
