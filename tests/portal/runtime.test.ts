// The portal's bootstrap wiring (src/portal/runtime.ts) against the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale, setLocale } from '../../src/core/i18n/i18n.ts';
import { $clientConfig, currentApi } from '../../src/core/runtime.ts';
import { createFetcher } from '../../src/core/resource/resource.ts';
import { $session, login, logout } from '../../src/core/session/session.ts';
import { setLanguage } from '../../src/core/session/updates.ts';
import { configureTracking } from '../../src/core/tracking.ts';
import type { User } from '../../src/core/types.ts';
import { readApiBase, startPortalRuntime, type PortalRuntime } from '../../src/portal/runtime.ts';
import { firstScreenCss } from '../../src/portal/styles.ts';
import { APP_URL, createWorld, type World } from '../server/helpers.ts';

let world: World;
let portal: PortalRuntime | null = null;
let requests: string[];

beforeEach(() => {
  world = createWorld({ env: { APP_NAME: 'Hanf Club Berlin' } });
  requests = [];
});
afterEach(async () => {
  portal?.stop();
  portal = null;
  vi.useRealTimers();
  logout();
  setLanguage(''); // no saved language: the next test starts from the browser's
  configureTracking({});
  delete (window as { _paq?: unknown })._paq;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.adoptedStyleSheets = [];
  document.head.querySelectorAll('meta[name="club:api"]').forEach((m) => m.remove());
  await setLocale('en');
});

function start() {
  portal = startPortalRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      return world.app.request(input, init);
    },
  });
  return portal;
}

async function signIn(language = 'en', analyticsConsent = false) {
  const user = await world.createUser({ language });
  const token = world.tokenFor(user);
  if (analyticsConsent)
    await world.call('PUT', '/api/user/settings/privacy', { token, body: { analytics_consent: true } });
  const me = (await world.call('GET', '/api/user', { token })).body as User;
  login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me });
  return me;
}

describe('portal runtime', () => {
  it('reads the API base from <meta name="club:api">, /api without it', () => {
    expect(readApiBase()).toBe('/api');
    const meta = document.createElement('meta');
    meta.name = 'club:api';
    meta.content = 'https://api.club.example/api';
    document.head.append(meta);
    expect(readApiBase()).toBe('https://api.club.example/api');
  });

  it('installs the one api client for stores and pages, and fetches GET config once', async () => {
    const { runtime, ready } = start();
    await ready;
    expect(currentApi()).toBe(runtime.api);
    await vi.waitFor(() => expect($clientConfig.get()?.club.name).toBe('Hanf Club Berlin'));
    await runtime.loadClientConfig();
    expect(requests.filter((r) => r === 'GET /api/config')).toHaveLength(1);
  });

  it("loads the common texts in the session's saved language before the first render", async () => {
    await signIn('de');
    setLanguage('de');
    const { ready, runtime } = start();
    await ready;
    expect($locale.get()).toBe('de');
    expect(runtime.session).toBeDefined();
  });

  it('follows a language change of the session (a login, another tab)', async () => {
    await start().ready;
    expect($locale.get()).toBe('en');
    setLanguage('de');
    await vi.waitFor(() => expect($locale.get()).toBe('de'));
  });

  it('fetches the data on screen again after a language switch: the server words it in the new language', async () => {
    await signIn();
    await start().ready;
    const wallet = createFetcher({ fetch: () => currentApi().get<{ balance_cents: number }>('wallet') });
    const stop = wallet.at().subscribe(() => {});
    await vi.waitFor(() => expect(requests.filter((r) => r === 'GET /api/wallet')).toHaveLength(1));
    await setLocale('de');
    await vi.waitFor(() => expect(requests.filter((r) => r === 'GET /api/wallet')).toHaveLength(2));
    stop();
  });

  it("adopts the first screen's stylesheets (kit and portal) into the document, not the members' area's", async () => {
    await start().ready;
    expect(document.adoptedStyleSheets).toHaveLength(firstScreenCss.length);
    const selectors = document.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText),
    );
    expect(selectors).toContain('.club-page-spinner');
    expect(selectors).not.toContain('.club-app'); // the members' layout frame comes with the layout
    expect(selectors).not.toContain('.club-ghost-banner');
  });

  it('locks the session once its token expires, checked every 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await signIn();
    login({
      access_token: $session.get().token!.access_token,
      token_type: 'Bearer',
      expires_in: 2,
      user: $session.get().user!,
    });
    start();
    vi.advanceTimersByTime(1000);
    expect($session.get().isLoggedIn).toBe(true);
    vi.advanceTimersByTime(2000);
    expect($session.get().isLoggedIn).toBe(false);
    expect($session.get().user).not.toBeNull();
  });

  it('hands the signed-in member who agreed to the analytics tracker (id and name) when GET config names Matomo', async () => {
    world = createWorld({ env: { MATOMO_URL: 'https://stats.club.example/', MATOMO_SITE_ID: '3' } });
    const me = await signIn('en', true);
    await start().ready;
    const script = await vi.waitFor(() => {
      const added = document.head.querySelectorAll('script[src="https://stats.club.example/matomo.js"]');
      expect(added).toHaveLength(1);
      return added[0]!;
    });
    script.dispatchEvent(new Event('load')); // matomo.js ran: window._paq is Matomo's own queue
    const paq = (window as { _paq?: unknown[][] })._paq!;
    await vi.waitFor(() => expect(paq).toContainEqual(['setUserId', String(me.id)]));
    expect(paq).toContainEqual(['setCustomDimension', 1, me.name]);
  });
});
