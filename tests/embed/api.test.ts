// window.ClubWidgets and the club:* events (embed/api.ts, boot.ts, runtime.ts), against the real
// server in-process. The bundle's entry is boot(window, ...): these tests call it the same way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boot, RUNTIME_KEY, shutdown } from '../../embed/boot.ts';
import type { ClubWidgets } from '../../embed/api.ts';
import { widgets } from '../../embed/widgets.ts';
import { setMaintenance } from '../../server/db/app-state.ts';
import { $locale } from '../../src/core/i18n/i18n.ts';
import { $session, session } from '../../src/core/session/session.ts';
import { API, embedWorld, eventually, PORTAL, settle, type EmbedWorld } from './world.ts';

type Scope = Window & typeof globalThis & { ClubWidgets?: unknown };
const scope = window as Scope;

// The script tag as a site admin pastes it (a detached element: happy-dom would try to load it).
function scriptTag(attributes: Record<string, string> = {}) {
  const element = document.implementation.createHTMLDocument('').createElement('script');
  element.src = 'http://club.test/embed/club-widgets.js';
  for (const [name, value] of Object.entries({ api: API, portal: PORTAL, locale: 'en', ...attributes }))
    element.setAttribute(`data-${name}`, value);
  return element;
}

/** The documented stub (examples/README.md), as a site puts it before the script tag. */
function installStub() {
  const q: unknown[][] = [];
  const api: Record<string, unknown> = { q, ready: new Promise((resolve) => q.push(['ready', resolve])) };
  for (const name of ['mount', 'unmount', 'on', 'off', 'setLocale', 'logout'])
    api[name] = (...args: unknown[]) => q.push([name, ...args]);
  scope.ClubWidgets = api;
  return api as unknown as ClubWidgets;
}

/** A member's session as the widgets keep it on a club's website (embed/session-storage.ts). */
function storeWidgetSession(member: { id: number; name: string }, token: string, language: string) {
  const session = {
    isLoggedIn: true,
    token: { access_token: token, expires_in: 3600, session_start: Date.now() },
    user: { id: member.id, name: member.name },
    language,
  };
  localStorage.setItem(WIDGET_KEY, JSON.stringify({ session }));
}
const WIDGET_KEY = 'club-widgets:http://club.test';

let world: EmbedWorld;
let seen: CustomEvent[];
const record = (event: Event) => seen.push(event as CustomEvent);
const NAMES = ['club:ready', 'club:auth-change', 'club:error', 'club:unread-change'];

function start(attributes: Record<string, string> = {}): ClubWidgets {
  return boot(window, { widgets, version: 'test-1', fetch: world.fetch, script: scriptTag(attributes) });
}

beforeEach(() => {
  world = embedWorld();
  seen = [];
  for (const name of NAMES) document.addEventListener(name, record);
});

afterEach(async () => {
  localStorage.removeItem(WIDGET_KEY);
  document.documentElement.lang = '';
  for (const name of NAMES) document.removeEventListener(name, record);
  shutdown(window);
  world.stop();
  await settle();
});

describe('window.ClubWidgets', () => {
  it('is installed with its version and widgets, and `ready` resolves with it.', async () => {
    const api = start();
    expect(scope.ClubWidgets).toBe(api);
    expect(api.version).toBe('test-1');
    expect(api.widgets).toEqual([
      'notification-bell',
      'wallet-summary',
      'ticket-indicator',
      'news-feed',
      'events',
      'join',
    ]);
    await expect(api.ready).resolves.toBe(api);
  });

  it('dispatches club:ready on document once the widgets are mounted.', async () => {
    document.body.innerHTML = '<club-notification-bell></club-notification-bell>';
    await start().ready;
    const ready = seen.find((event) => event.type === 'club:ready');
    expect(ready?.detail).toEqual({
      version: 'test-1',
      widgets: ['notification-bell', 'wallet-summary', 'ticket-indicator', 'news-feed', 'events', 'join'],
    });
    // mounted: its shadow root is there; the view renders into it once its part arrives
    await eventually(() =>
      expect(document.querySelector('club-notification-bell')!.shadowRoot!.querySelector('button')).toBeVisible(),
    );
  });

  it('replays the calls the stub queued before the script loaded, in order, and resolves the stub’s ready.', async () => {
    world.signIn(await world.server.createUser()); // the bell's part (and its events) is a member's
    const stub = installStub();
    const element = document.createElement('div');
    document.body.append(element);
    const counts: number[] = [];
    stub.on('unread-change', ({ count }) => counts.push(count));
    stub.mount(element, 'notification-bell');
    // the portal's origin: the session signed in above is the one the widgets find there
    const api = start({ portal: location.origin });
    await expect(stub.ready).resolves.toBe(api);
    expect(element.shadowRoot?.querySelector('.club-widget')).toBeVisible();
    await eventually(() => expect(counts).toEqual([0]));
  });

  it('reports a queued call to a method it does not have as club:error, and runs the rest.', async () => {
    const stub = installStub();
    (stub as unknown as { q: unknown[][] }).q.push(['explode']);
    const element = document.createElement('div');
    document.body.append(element);
    stub.mount(element, 'notification-bell');
    start();
    expect(seen.find((event) => event.type === 'club:error')?.detail).toEqual({
      code: 'queue',
      message: 'ClubWidgets has no method "explode".',
    });
    expect(element.shadowRoot).not.toBeNull();
  });

  it('does nothing the second time (a second copy of the script tag): same API, nothing mounted twice.', async () => {
    document.body.innerHTML = '<div data-club-widget="notification-bell"></div>';
    const first = start();
    await first.ready;
    const second = start({ theme: 'dark' });
    await settle();
    expect(second).toBe(first);
    expect(seen.filter((event) => event.type === 'club:ready')).toHaveLength(1);
    expect(document.querySelector('[data-club-widget]')!.shadowRoot!.querySelectorAll('.club-widget')).toHaveLength(1);
  });

  it('keeps its guard under a symbol: the only new name on window is ClubWidgets.', () => {
    const before = new Set(Object.getOwnPropertyNames(window));
    start();
    const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    expect(added).toEqual(['ClubWidgets']);
    expect(Object.getOwnPropertySymbols(window)).toContain(RUNTIME_KEY);
  });

  it('mounts and unmounts through mount(element, name, props) and unmount(element).', async () => {
    const api = start();
    const element = document.createElement('section');
    document.body.append(element);
    api.mount(element, 'notification-bell');
    // a fresh page renders once the view's part and the prompt arrived (embed/mount.ts); later mounts at once
    await eventually(() => expect(element.shadowRoot!.querySelector('button')).toBeVisible());
    expect(api.unmount(element)).toBe(true);
    expect(element.shadowRoot!.querySelector('button')).toBeNull();
    expect(api.unmount(element)).toBe(false);
  });

  it('reports an unknown widget and something that is not an element as club:error, never throwing into the site’s script.', () => {
    const api = start();
    expect(() => api.mount(document.body.appendChild(document.createElement('div')), 'wallet')).not.toThrow();
    expect(() => api.mount('#bell' as unknown as HTMLElement, 'notification-bell')).not.toThrow();
    expect(seen.filter((event) => event.type === 'club:error').map((event) => event.detail)).toEqual([
      {
        code: 'unknown-widget',
        message:
          'There is no widget "wallet". Known: notification-bell, wallet-summary, ticket-indicator, news-feed, events, join.',
      },
      { code: 'mount', message: 'ClubWidgets.mount needs an element.' },
    ]);
  });

  it('warns the site admin once about a limit out of its range, and shows the default.', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      document.body.innerHTML =
        '<club-news-feed limit="50"></club-news-feed><club-news-feed limit="50"></club-news-feed><club-wallet-summary limit="3"></club-wallet-summary>';
      await start().ready;
      await eventually(() =>
        expect(warnings).toEqual([
          'Club widgets: club-news-feed limit="50" must be a whole number from 1 to 6; showing 3.',
        ]),
      );
      await settle();
      expect(warnings).toHaveLength(1);
    } finally {
      console.warn = warn;
    }
  });

  it('tells the page who is signed in as it loads: club:auth-change before club:ready, and ClubWidgets.user (display name only).', async () => {
    const member = await world.server.createUser();
    storeWidgetSession(member, world.signIn(member), 'en');
    const api = start();
    await api.ready;
    const types = seen.map((event) => event.type).filter((type) => type !== 'club:unread-change');
    expect(types.slice(0, 2)).toEqual(['club:auth-change', 'club:ready']);
    expect(seen[0]!.detail).toEqual({ signedIn: true, state: 'logged-in', user: { id: member.id, name: member.name } });
    expect(api.user).toEqual({ name: member.name });
    session.logout();
    expect(api.user).toBeNull();
  });

  it('says signed out on a load without a session, and ClubWidgets.user is null.', async () => {
    const api = start();
    await api.ready;
    expect(seen.find((event) => event.type === 'club:auth-change')?.detail).toEqual({
      signedIn: false,
      state: 'logged-out',
      user: null,
    });
    expect(api.user).toBeNull();
  });

  it('calls on() handlers with the event detail, with or without the club: prefix, until off().', async () => {
    const api = start();
    const member = await world.server.createUser();
    const details: unknown[] = [];
    const handler = (detail: unknown) => details.push(detail);
    api.on('club:auth-change', handler);
    world.signIn(member);
    api.off('auth-change', handler);
    session.logout();
    expect(details).toEqual([{ signedIn: true, state: 'logged-in', user: { id: member.id, name: member.name } }]);
    expect(() => api.on('clicked' as never, handler)).toThrow(/Unknown event "clicked"/);
  });

  it('switches the widgets to another language with setLocale, leaving the page’s <html lang> alone.', async () => {
    document.documentElement.lang = 'fr';
    document.body.innerHTML = '<club-notification-bell></club-notification-bell>';
    const api = start();
    await api.ready;
    const button = () => document.querySelector('club-notification-bell')!.shadowRoot!.querySelector('button')!;
    await eventually(() => expect(button().getAttribute('aria-label')).toBe('Notifications: sign in'));
    await api.setLocale('de');
    await eventually(() => expect(button().getAttribute('aria-label')).toBe('Benachrichtigungen: anmelden'));
    expect(document.documentElement.lang).toBe('fr');
  });

  it('speaks the page’s <html lang> without data-locale, not the member’s saved language (docs/spec.md widgets).', async () => {
    document.documentElement.lang = 'en-GB';
    const member = await world.server.createUser({ language: 'de' });
    storeWidgetSession(member, world.signIn(member), 'de');
    document.body.innerHTML = '<club-notification-bell></club-notification-bell>';
    await start({ locale: '' }).ready;
    expect($session.get()).toMatchObject({ isLoggedIn: true, language: 'de' });
    expect($locale.get()).toBe('en');
    document.documentElement.lang = 'de-AT';
    shutdown(window);
    await start({ locale: '' }).ready;
    expect($locale.get()).toBe('de');
  });

  it('takes the language from data-locale.', async () => {
    document.body.innerHTML = '<club-notification-bell></club-notification-bell>';
    await start({ locale: 'de' }).ready;
    await eventually(() =>
      expect(
        document
          .querySelector('club-notification-bell')!
          .shadowRoot!.querySelector('button')!
          .getAttribute('aria-label'),
      ).toBe('Benachrichtigungen: anmelden'),
    );
  });

  it('logs out with logout(): the server revokes the token and club:auth-change says signed out.', async () => {
    const api = start();
    const token = world.signIn(await world.server.createUser());
    await api.logout();
    expect($session.get().isLoggedIn).toBe(false);
    expect((await world.server.call('GET', '/api/user/header', { token })).status).toBe(401);
    expect(seen.filter((event) => event.type === 'club:auth-change').at(-1)?.detail).toMatchObject({
      signedIn: false,
      state: 'logged-out',
      user: null,
    });
  });

  it('reports an API failure the page may want to show as club:error (503 maintenance).', async () => {
    setMaintenance(world.server.db, { since: '2026-01-01T10:00:00Z', retry: null }, '2026-01-01T10:00:00Z');
    document.body.innerHTML = '<club-notification-bell></club-notification-bell>';
    await start().ready;
    world.signIn(await world.server.createUser());
    await eventually(() =>
      expect(seen.find((event) => event.type === 'club:error')?.detail).toEqual({
        code: 'api',
        status: 503,
        message: 'Maintenance Mode active. Please try again later.',
      }),
    );
  });

  it('reports a bad data-* attribute as club:error with the reason.', () => {
    start({ theme: 'neon' });
    expect(seen.find((event) => event.type === 'club:error')?.detail).toEqual({
      code: 'config',
      message: 'data-theme must be light, dark or auto.',
    });
  });

  it('forgets itself on shutdown (tests), so the guard does not outlive the runtime.', () => {
    start();
    shutdown(window);
    expect(scope.ClubWidgets).toBeUndefined();
    expect((window as unknown as Record<symbol, unknown>)[RUNTIME_KEY]).toBeUndefined();
  });
});
