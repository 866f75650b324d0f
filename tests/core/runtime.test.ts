// The client runtime against the real server in-process (tests/server/helpers.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiErrorStream, type ValidationError } from '../../src/core/api/errors.ts';
import { setLocale } from '../../src/core/i18n/i18n.ts';
import { $clientConfig, createClientRuntime, currentApi, getRuntime, installRuntime } from '../../src/core/runtime.ts';
import { createSession, type Session } from '../../src/core/session/session.ts';
import { createStorage } from '../../src/core/session/storage.ts';
import type { User } from '../../src/core/types.ts';
import { APP_URL, createWorld, type World } from '../server/helpers.ts';

let world: World;
let session: Session;
let requests: string[];
let languages: (string | null)[];
let uninstall: (() => void) | null = null;

beforeEach(() => {
  world = createWorld({ env: { APP_NAME: 'Hanf Club Berlin' } });
  session = createSession({ storage: createStorage(null) });
  requests = [];
  languages = [];
});
afterEach(async () => {
  await setLocale('en');
  uninstall?.();
  uninstall = null;
  session.destroy();
});

function runtime(extra: { navigate?: (path: string) => void; currentPath?: () => string } = {}) {
  return createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      languages.push(new Headers(init?.headers).get('Accept-Language'));
      return world.app.request(input, init);
    },
    session,
    errors: createApiErrorStream(),
    document: null,
    ...extra,
  });
}

describe('client runtime', () => {
  it('loads the client configuration from GET config once and publishes it in $clientConfig', async () => {
    const rt = runtime();
    uninstall = installRuntime(rt);
    const [a, b] = await Promise.all([rt.loadClientConfig(), rt.loadClientConfig()]);
    await rt.loadClientConfig();
    expect(a.club.name).toBe('Hanf Club Berlin');
    expect(b).toBe(a);
    expect($clientConfig.get()?.club.name).toBe('Hanf Club Berlin');
    expect(requests).toEqual(['GET /api/config']);
  });

  it("sends the session's token and, on 401 Unauthenticated, locks the session and goes where the session says", async () => {
    const visited: string[] = [];
    const rt = runtime({ navigate: (path) => visited.push(path), currentPath: () => '/settings/address' });
    const user = await world.createUser();
    const token = world.tokenFor(user);
    const me = await rt.api.raw<User>('GET', 'user', { token });
    session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me.data });
    await expect(rt.api.get('user')).resolves.toMatchObject({ id: user.id });

    await world.call('POST', '/api/auth/logout', { token }); // revoked behind the client's back
    await expect(rt.api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(session.$sessionState.get()).toBe('locked');
    expect(session.$session.get().redirectAfterLogin).toBe('/settings/address');
    expect(visited).toEqual(['/lock']);
  });

  it('sends the current locale as Accept-Language on every request, so the server answers in it, and follows a switch', async () => {
    await world.createUser({ email: 'mia@club.test' });
    const rt = runtime();
    const wrongPassword = () =>
      rt.api
        .post('auth/login', { email: 'mia@club.test', password: 'wrong password' })
        .catch((error: ValidationError) => error.errors.email[0]);
    await setLocale('de');
    expect(await wrongPassword()).toBe('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
    await setLocale('en');
    expect(await wrongPassword()).toBe('These credentials do not match our records.');
    expect(languages).toEqual(['de', 'en']);
  });

  it('gives request functions the installed api and fails clearly without one', async () => {
    expect(() => currentApi()).toThrow(/No client runtime is installed/);
    const rt = runtime();
    uninstall = installRuntime(rt);
    expect(getRuntime()).toBe(rt);
    expect(currentApi()).toBe(rt.api);
    uninstall();
    uninstall = null;
    expect(() => getRuntime()).toThrow(/installRuntime/);
    expect($clientConfig.get()).toBeNull();
  });
});
