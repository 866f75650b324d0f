// Browser journeys of the widgets in Debian's chromium against the real server:
// the example club website (examples/host-site, on the portal's origin) signed out, a sign-in through
// the bell with the code from the demo outbox, the count, `club notify` arriving live, logout
// everywhere on the origin; and the cross-origin example (the same server under its other loopback
// name) signing in on its own with a one-time password.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp.ts';
import {
  DEMO,
  TWOFA,
  TWOFA_SECRET,
  bellIn,
  bellName,
  embedWorld,
  mailedCode,
  notify,
  signInThroughBell,
  twinOf,
} from './embed-helpers.ts';

const world = embedWorld();

const HEADER = '#header-bell';
const SIDEBAR = '#sidebar-bell';

/** The club:* events the page's own log (examples/shared/event-log.js) shows, oldest first. */
const eventLog = (page: Page) =>
  page
    .locator('#club-events li')
    .allTextContents()
    .then((items) => items.reverse());

async function openHostSite(page: Page, origin = world.server.baseURL): Promise<void> {
  await page.goto(`${origin}/examples/host-site/`);
  await bellIn(page, HEADER).waitFor({ timeout: 20_000 });
}

describe('the bell on the example club website', () => {
  it('is signed out at first, signs in through the bell with the emailed code, and shows the unread count.', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await openHostSite(page);
    expect(await bellName(page, HEADER)).toBe('Notifications: sign in');
    expect(await bellName(page, SIDEBAR)).toBe('Notifications: sign in');

    await signInThroughBell(page, HEADER, DEMO, () => mailedCode(world.server, DEMO));
    // the demo member's 13 seeded unread notifications; both bells share the one session
    await expect.poll(() => bellName(page, HEADER)).toBe('Notifications, 13 unread');
    await expect.poll(() => bellName(page, SIDEBAR)).toBe('Notifications, 13 unread');
    expect((await eventLog(page)).join('\n')).toMatch(
      /club:auth-change \{"signedIn":true,"state":"logged-in","user":\{"id":\d+,"name":"Demo Member"\}\}/,
    );
    await expect.poll(async () => (await eventLog(page)).join('\n')).toContain('club:unread-change {"count":13}');
    await context.close();
  });

  it('receives `npm run club -- notify` live: the count goes up, the item is on top, club:notification fires.', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await openHostSite(page);
    await signInThroughBell(page, HEADER, DEMO, () => mailedCode(world.server, DEMO));
    await page.locator(HEADER).locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });
    const before = Number(/(\d+) unread/.exec((await bellName(page, HEADER)) ?? '')?.[1] ?? 0);

    const title = await notify(world.server);
    await expect.poll(() => bellName(page, HEADER), { timeout: 5_000 }).toBe(`Notifications, ${before + 1} unread`);
    expect((await eventLog(page)).some((line) => line.startsWith('club:notification') && line.includes(title))).toBe(
      true,
    );
    await bellIn(page, HEADER).click();
    const first = page
      .locator(HEADER)
      .getByRole('dialog', { name: 'Notifications' })
      .locator('.club-notification__title')
      .first();
    await expect.poll(() => first.textContent()).toBe(title);
    await context.close();
  });

  it('logs out from the bell’s account menu in every tab of the origin, and the portal there too.', async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await openHostSite(page);
    await signInThroughBell(page, HEADER, DEMO, () => mailedCode(world.server, DEMO));
    const other = await context.newPage();
    await openHostSite(other);
    await expect.poll(() => bellName(other, HEADER)).toMatch(/^Notifications, \d+ unread$/);

    await page.locator(HEADER).getByRole('button', { name: 'Signed in as Demo Member' }).click();
    await page.locator(HEADER).getByRole('menuitem', { name: 'Log out' }).click();

    await expect.poll(() => bellName(page, HEADER)).toBe('Notifications: sign in');
    await expect.poll(() => bellName(other, SIDEBAR)).toBe('Notifications: sign in');
    const portalSession = await other.evaluate(() => JSON.parse(localStorage.getItem('vuex') ?? '{}').session);
    expect(portalSession).toMatchObject({ isLoggedIn: false, token: null, user: null });
    await context.close();
  });
});

describe('the bell on another origin', () => {
  it('signs in on its own with the one-time password, keeping only a widget session under its own key in that origin.', async () => {
    const twin = twinOf(world.server.baseURL);
    const context = await world.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${twin}/examples/cross-origin/`);
    await bellIn(page, 'club-notification-bell').waitFor({ timeout: 20_000 });
    expect(await page.locator('#page-origin').textContent()).toBe(twin);
    expect(await bellName(page, 'club-notification-bell')).toBe('Notifications: sign in');

    await notify(world.server, TWOFA);
    await signInThroughBell(page, 'club-notification-bell', TWOFA, async () =>
      totp(base32Decode(TWOFA_SECRET), Math.floor(Date.now() / 1000)),
    );
    // the member's saved language is German, the page's <html lang> English: without data-locale the
    // widgets speak the page's language (docs/spec.md widgets)
    await expect.poll(() => bellName(page, 'club-notification-bell')).toMatch(/^Notifications, [1-9]\d* unread$/);

    // the session lives in this origin's storage under the widgets' own key, a widget token and no
    // more (docs/threats.md T28); never `vuex`; the portal's origin is still signed out
    const kept = await page.evaluate(
      (key) => ({ vuex: localStorage.getItem('vuex'), kept: JSON.parse(localStorage.getItem(key) ?? '{}').session }),
      `club-widgets:${world.server.baseURL}`,
    );
    expect(kept.vuex).toBeNull();
    expect(Object.keys(kept.kept).sort()).toEqual(['isLoggedIn', 'language', 'token', 'user']);
    expect(Object.keys(kept.kept.user).sort()).toEqual(['id', 'name']);
    const portal = await context.newPage();
    await portal.goto(`${world.server.baseURL}/examples/host-site/`);
    await bellIn(portal, HEADER).waitFor({ timeout: 20_000 });
    expect(await bellName(portal, HEADER)).toBe('Notifications: sign in');
    await context.close();
  });
});
