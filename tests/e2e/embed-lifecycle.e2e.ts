// Widgets come and go on a page, in chromium against the real server: a bell
// added to the DOM after load mounts; every bell of a browser shares one websocket; mounting and
// unmounting through window.ClubWidgets leaves no event listener, timer or socket behind (sockets
// counted by the server, GET /dev/realtime-stats, and in the page).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellIn, bellName, embedWorld, serverSockets, signedInContext, until } from './embed-helpers.ts';

const world = embedWorld();

/**
 * Counts, from before any script of the page runs: event listeners on window, document and every
 * non-DOM target (BroadcastChannel, WebSocket, media queries...) and on elements still in the page;
 * intervals not cleared; websockets not closed.
 */
function trackResources() {
  type Entry = { target: EventTarget; type: string; listener: unknown; capture: boolean };
  const listeners = new Map<string, Entry>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const idOf = (value: object) => ids.get(value) ?? (ids.set(value, ++next), next);
  const captureOf = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type: string, listener: unknown, options?: unknown) {
    if (listener)
      listeners.set(`${idOf(this)} ${type} ${idOf(listener as object)} ${captureOf(options)}`, {
        target: this,
        type,
        listener,
        capture: captureOf(options),
      });
    return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  };
  EventTarget.prototype.removeEventListener = function (type: string, listener: unknown, options?: unknown) {
    if (listener) listeners.delete(`${idOf(this)} ${type} ${idOf(listener as object)} ${captureOf(options)}`);
    return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
  };
  const intervals = new Set<unknown>();
  const setIntervalOriginal = window.setInterval;
  const clearIntervalOriginal = window.clearInterval;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setIntervalOriginal(handler, ms, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    intervals.delete(id);
    clearIntervalOriginal(id);
  }) as typeof window.clearInterval;
  const sockets = new Set<WebSocket>();
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets.add(this);
      add.call(this, 'close', () => sockets.delete(this));
    }
  };
  (window as unknown as { resources: () => unknown }).resources = () => {
    const live = [...listeners.values()].filter(
      ({ target }) => !(target instanceof Node) || target === document || target.isConnected,
    );
    return {
      listeners: live
        .map(
          ({ target, type }) =>
            `${target === window ? 'window' : target === document ? 'document' : (target as object).constructor.name} ${type}`,
        )
        .sort(),
      intervals: intervals.size,
      sockets: [...sockets].filter((socket) => socket.readyState !== WebSocket.CLOSED).length,
    };
  };
}

type Resources = { listeners: string[]; intervals: number; sockets: number };
const resources = (page: Page) =>
  page.evaluate(() => (window as unknown as { resources: () => Resources }).resources());

async function hostSite(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${world.server.baseURL}/examples/host-site/`);
  await expect.poll(() => bellName(page, '#header-bell'), { timeout: 20_000 }).toMatch(/^Notifications, \d+ unread$/);
  return page;
}

const live = (page: Page, host: string) =>
  page.locator(host).locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });

describe('widgets coming and going', () => {
  it('mounts a bell added to the page after load, and all bells of the browser share one websocket.', async () => {
    const context = await signedInContext(world);
    const page = await hostSite(context);
    await page.getByRole('button', { name: 'Add a bell to the page' }).click();
    const late = '#late-bells [data-club-widget]';
    await expect.poll(() => bellName(page, late)).toMatch(/^Notifications, \d+ unread$/);
    await live(page, late);
    expect(await page.locator('club-notification-bell, [data-club-widget="notification-bell"]').count()).toBe(3);

    const second = await hostSite(context); // another tab: the first tab's connection is relayed to it
    await live(second, '#header-bell');
    expect(
      await until(
        () => serverSockets(world.server),
        (sockets) => sockets === 1,
        3_000,
      ),
    ).toBe(1);
    await context.close();
    expect(
      await until(
        () => serverSockets(world.server),
        (sockets) => sockets === 0,
      ),
    ).toBe(0);
  });

  it('leaves no listener, timer or socket behind after mounting and unmounting through the JS API.', async () => {
    const context = await signedInContext(world);
    await context.addInitScript(trackResources);
    const page = await hostSite(context);
    await live(page, '#header-bell');
    expect(await serverSockets(world.server)).toBe(1);

    // Nothing mounted: the page's own widgets go, and with them the connection.
    await page.evaluate(() =>
      document
        .querySelectorAll(
          'club-notification-bell, club-wallet-summary, club-ticket-indicator, club-news-feed, club-events, [data-club-widget]',
        )
        .forEach((widget) => widget.remove()),
    );
    expect(
      await until(
        () => serverSockets(world.server),
        (sockets) => sockets === 0,
      ),
    ).toBe(0);
    const baseline = await until(
      () => resources(page),
      (r) => r.sockets === 0,
    );
    expect(baseline.sockets).toBe(0);

    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: 'ClubWidgets.mount' }).click();
      await expect.poll(() => bellName(page, '#js-slot')).toMatch(/^Notifications, \d+ unread$/);
      await live(page, '#js-slot');
      await bellIn(page, '#js-slot').click(); // open and close the dropdown: its listeners too
      await page.keyboard.press('Escape');
      expect(await serverSockets(world.server)).toBe(1);
      await page.getByRole('button', { name: 'ClubWidgets.unmount' }).click();
      expect(
        await until(
          () => serverSockets(world.server),
          (sockets) => sockets === 0,
        ),
      ).toBe(0);
    }

    const after = await until(
      () => resources(page),
      (r) => r.sockets === 0 && r.listeners.length === baseline.listeners.length,
    );
    expect(after).toEqual(baseline);
    await context.close();
  });
});
