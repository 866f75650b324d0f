// <club-notification-bell> as a widget (embed/widgets/notification-bell.tsx): the notifications
// module's own bell in a shadow root for a signed-in member, its counts, dropdown, deep links into
// the portal, live updates through the core realtime client, the account menu's logout and the
// club:* events; under preact/compat, against the REAL server (in-process, or on a port for realtime).
import { within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/auth/sessions.ts';
import { notify } from '../../server/notifications/notify.ts';
import { PERSIST_KEY } from '../../src/core/session/persisted.ts';
import { $session, session } from '../../src/core/session/session.ts';
import { embedWorld, eventually, place, resetPage, settle, type EmbedWorld } from './world.ts';
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbedRuntime } from '../../embed/runtime.ts';
import type { EmbedConfig } from '../../embed/config.ts';
import { widgets } from '../../embed/widgets.ts';
import { $channelStatus } from '../../src/core/realtime/index.ts';
import { startLiveServer } from './live-server.ts';

const run = promisify(execFile);
let world: EmbedWorld | null = null;
const stops: (() => unknown)[] = [];
afterEach(async () => {
  world?.stop();
  world = null;
  // every stop runs (a server process must not outlive the test), then the first failure is reported
  const failures: unknown[] = [];
  for (const stop of stops.splice(0).reverse())
    await Promise.resolve()
      .then(stop)
      .catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
  await settle();
});

const item = (i: number, extra: Record<string, unknown> = {}) => ({
  title: `Court booked ${i}`,
  description: `Court ${i} at 18:00`,
  class: 'fa fa-calendar',
  status: 'success',
  extra,
});

/** A signed-in member with `unread` notifications, and a bell on the page. */
async function signedInBell(unread = 3, config: Partial<EmbedConfig> = {}) {
  world = embedWorld({ config });
  await world.start().ready;
  const member = await world.server.createUser({ name: 'Ada Lovelace' });
  for (let i = 1; i <= unread; i++) {
    world.server.clock.advance(1000);
    await notify(world.server.app.deps, member, item(i, i === unread ? { url: '/financial' } : {}));
  }
  const token = world.signIn(member);
  const { host, shadow } = place('<club-notification-bell></club-notification-bell>');
  const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
  return { world, member, token, host, shadow, view, user: userEvent.setup({ document }) };
}

const bellButton = (view: () => ReturnType<typeof within>) => view().getByRole('button', { name: /^Notifications/ });

describe('a signed-in member', () => {
  it('sees the module’s bell with the unread count in its accessible name.', async () => {
    const { view } = await signedInBell(3);
    await eventually(() => expect(bellButton(view).getAttribute('aria-label')).toBe('Notifications, 3 unread'));
  });

  it('opens the same dropdown as the portal (popover menu button): the unread items, newest first.', async () => {
    const { view, user } = await signedInBell(3);
    await eventually(() => expect(bellButton(view).getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    await user.click(bellButton(view));
    // the popup's code comes with the click when a pointer over the bell did not fetch it before
    const dropdown = within(await eventually(() => view().getByRole('dialog', { name: 'Notifications' })));
    await eventually(() =>
      expect(dropdown.getAllByText(/^Court booked \d$/).map((n) => n.textContent)).toEqual([
        'Court booked 3',
        'Court booked 2',
        'Court booked 1',
      ]),
    );
    expect(bellButton(view).getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the dropdown with Escape and puts focus back on the bell.', async () => {
    const { view, user, shadow } = await signedInBell(1);
    await user.click(await eventually(() => bellButton(view)));
    await eventually(() => expect(view().getByRole('dialog', { name: 'Notifications' })).toBeVisible());
    await user.keyboard('{Escape}');
    expect(view().queryByRole('dialog')).toBeNull();
    expect(shadow().activeElement).toBe(bellButton(view));
  });

  it('links a notification into the portal given by data-portal.', async () => {
    const { view, user } = await signedInBell(2);
    await eventually(() => expect(bellButton(view).getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await user.click(bellButton(view));
    const link = await eventually(() => view().getByRole('link', { name: /Court booked 2/ }));
    expect(link.getAttribute('href')).toBe('http://club.test/financial');
  });

  it('reports the count as club:unread-change while mounted, and stops when unmounted.', async () => {
    const counts: number[] = [];
    const listener = (event: Event) => counts.push((event as CustomEvent<{ count: number }>).detail.count);
    document.addEventListener('club:unread-change', listener);
    stops.push(() => document.removeEventListener('club:unread-change', listener));
    const { host, world: w, member } = await signedInBell(2);
    await eventually(() => expect(counts.at(-1)).toBe(2));
    host.remove();
    await settle();
    await notify(w.server.app.deps, member, item(9));
    await w.runtime.setLocale('en'); // any later work: nothing more is reported
    expect(counts.at(-1)).toBe(2);
  });

  it('logs out from the account menu: the server revokes the token, the session clears, the sign-in returns.', async () => {
    const { view, shadow, user, token, world: w } = await signedInBell(1);
    const changes: unknown[] = [];
    w.runtime.events.on('auth-change', (detail) => changes.push(detail));
    await user.click(await eventually(() => view().getByRole('button', { name: 'Signed in as Ada Lovelace' })));
    // the menu's entries come with the bell's popups, fetched as it opens; focus moves onto the first
    const first = await eventually(() => view().getByRole('menuitem', { name: 'Open the members’ area' }));
    await eventually(() => expect(shadow().activeElement).toBe(first));
    await user.click(view().getByRole('menuitem', { name: /Log out/ }));
    await eventually(() => expect(view().getByRole('button', { name: 'Notifications: sign in' })).toBeVisible());
    expect($session.get()).toMatchObject({ isLoggedIn: false, token: null, user: null });
    expect((await w.server.call('GET', '/api/user/header', { token })).status).toBe(401);
    expect(changes).toEqual([{ signedIn: false, state: 'logged-out', user: null }]);
  });

  // On the portal's own origin the widgets share the portal's `vuex` document (docs/spec.md §9).
  it('follows a logout in another tab (or the portal) of the origin.', async () => {
    const { view } = await signedInBell(1, { portal: location.origin });
    await eventually(() => bellButton(view));
    const loggedOut = JSON.stringify({
      session: { ...$session.get(), isLoggedIn: false, token: null, user: null, loginMail: null },
    });
    localStorage.setItem(PERSIST_KEY, loggedOut);
    window.dispatchEvent(
      new StorageEvent('storage', { key: PERSIST_KEY, newValue: loggedOut, storageArea: localStorage }),
    );
    await eventually(() => expect(view().getByRole('button', { name: 'Notifications: sign in' })).toBeVisible());
  });

  it('signs in when another tab of the origin (or the portal) signs in.', async () => {
    world = embedWorld({ config: { portal: location.origin } });
    await world.start().ready;
    const member = await world.server.createUser({ name: 'Bo Member' });
    const { shadow } = place('<club-notification-bell></club-notification-bell>');
    const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
    await eventually(() => view().getByRole('button', { name: 'Notifications: sign in' }));
    const auth = issueSession(world.server.app.deps, member, { ip: '10.0.0.9', userAgent: 'other tab' });
    const signedIn = JSON.stringify({
      session: {
        ...$session.get(),
        isLoggedIn: true,
        token: { access_token: auth.access_token, expires_in: 3600, session_start: Date.now() },
        user: auth.user,
        loginMail: member.email,
      },
    });
    localStorage.setItem(PERSIST_KEY, signedIn);
    window.dispatchEvent(
      new StorageEvent('storage', { key: PERSIST_KEY, newValue: signedIn, storageArea: localStorage }),
    );
    await eventually(() => expect(view().getByRole('button', { name: 'Signed in as Bo Member' })).toBeVisible());
  });
});

describe('the host page', () => {
  it('never sends the host page’s CSRF token or XSRF cookie to the API on another origin.', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="host-secret">');
    document.cookie = 'XSRF-TOKEN=host-xsrf';
    (window as unknown as { Laravel?: unknown }).Laravel = { csrfToken: 'host-secret' };
    stops.push(() => {
      document.querySelector('meta[name="csrf-token"]')?.remove();
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      delete (window as unknown as { Laravel?: unknown }).Laravel;
    });
    const { view, world: w } = await signedInBell(1);
    await eventually(() => expect(bellButton(view).getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(w.requests.length).toBeGreaterThan(0);
    for (const request of w.requests) {
      expect(request.headers.get('x-csrf-token')).toBeNull();
      expect(request.headers.get('x-xsrf-token')).toBeNull();
    }
  });
});

/** Websockets the server holds (demo-mode /dev/realtime-stats, read with Node's http: no CORS there). */
function serverSockets(baseURL: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${baseURL}/dev/realtime-stats`, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve((JSON.parse(body) as { sockets: number }).sockets));
    }).on('error', reject);
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live updates', () => {
  // The reference server in its own process (a Node server cannot run inside this page's
  // environment), exactly as `npm start` runs it: the widgets call it with the page's fetch and
  // pusher-js connects to its websocket from this page's origin (a widget host it admits).
  it('shows a notification the server broadcasts at once (count, item, club:notification) and closes the socket with the last bell.', async () => {
    const live = await startLiveServer();
    stops.push(() => live.stop());
    const cli = (...args: string[]) =>
      run(process.execPath, [path.resolve(import.meta.dirname, '../../server/cli.ts'), ...args], {
        env: live.env,
      }).then((r) => r.stdout.trim());
    const token = await cli('token', 'demo@club.test');
    const me = await (
      await fetch(`${live.baseURL}/api/user`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      })
    ).json();

    const runtime = startEmbedRuntime({
      config: { api: `${live.baseURL}/api`, portal: live.baseURL, locale: 'en', theme: 'auto', linkTarget: '_self' },
      widgets,
      doc: document,
      version: 'live',
    });
    stops.push(async () => {
      runtime.stop();
      resetPage();
      await until(
        () => serverSockets(live.baseURL),
        (sockets) => sockets === 0,
      );
    });
    await runtime.ready;
    session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me });
    const arrived: unknown[] = [];
    const connection: string[] = [];
    runtime.events.on('notification', (detail) => arrived.push(detail));
    runtime.events.on('connection', ({ state }) => connection.push(state));

    const { shadow } = place('<club-notification-bell></club-notification-bell>');
    const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
    await eventually(
      () => expect(shadow().querySelector('.club-bell__live')?.className).toContain('connected'),
      15_000,
    );
    expect(connection.at(-1)).toBe('connected'); // club:connection follows the socket
    const before = await eventually(() =>
      Number(/(\d+) unread/.exec(bellButton(view).getAttribute('aria-label')!)![1]),
    );
    await eventually(() => expect(Object.values($channelStatus.get())).toEqual(['subscribed']), 5_000);

    await cli(
      'notify',
      'demo@club.test',
      '--title',
      'Court booked live',
      '--description',
      'Court 7 at 18:00',
      '--status',
      'success',
    );
    await eventually(
      () => expect(bellButton(view).getAttribute('aria-label')).toBe(`Notifications, ${before + 1} unread`),
      5_000,
    );
    expect(arrived).toEqual([
      expect.objectContaining({
        title: 'Court booked live',
        description: 'Court 7 at 18:00',
        status: 'success',
        url: null,
      }),
    ]);
    await userEvent.setup({ document }).click(bellButton(view));
    await eventually(() => expect(view().getAllByText(/^Court booked live$/)).toHaveLength(1));

    // the connection lives as long as a widget shows live data: the last one gone, the socket goes
    expect(await serverSockets(live.baseURL)).toBe(1);
    document.querySelector('club-notification-bell')!.remove();
    expect(
      await until(
        () => serverSockets(live.baseURL),
        (sockets) => sockets === 0,
      ),
    ).toBe(0);
  }, 60_000);
});
