// What a site admin and the host page's script learn from the widgets (docs/spec.md widgets,
// examples/README.md), on club website pages of their own sent with the strict CSP: an origin
// missing from WIDGET_ORIGINS is named in one console line and a club:error; ClubWidgets.diagnose()
// says what the widgets see; mount() of an unknown widget is a club:error, not an exception; a
// limit out of range warns once; the page learns who is signed in as it loads; the widgets speak
// data-locale, else the page's <html lang>, else the browser's language, never the member's saved one;
// every link into the portal opens where data-link-target says.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bellIn, bellName, club, DEMO } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { SLOW } from './support/portal.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { sessionDocument } from './support/signed-in.ts';

// The club's website: a server of its own on loopback, under two names. The club server's
// WIDGET_ORIGINS names one (SITE), not the other (STRANGER).
const pages = new Map<string, { html: string; csp: string }>();
const site = createServer((request, response) => {
  const page = pages.get(request.url ?? '');
  if (!page) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': page.csp });
  response.end(page.html);
});
const world = {} as { browser: Browser; server: RunningServer };
let SITE = '';
let STRANGER = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  SITE = `http://localhost:${port}`;
  STRANGER = `http://127.0.0.1:${port}`;
  [world.browser, world.server] = await Promise.all([launchBrowser(), startServer({ env: { WIDGET_ORIGINS: SITE } })]);
});
afterAll(async () => {
  await world.browser?.close();
  await world.server?.stop();
  await new Promise((resolve) => (site as Server).close(resolve));
});

type ClubEvent = { type: string; detail: Record<string, unknown> };

/** The strict CSP the example pages are sent with (server/http/examples.ts), or one of our own. */
async function strictCsp(): Promise<string> {
  const response = await fetch(`${world.server.baseURL}/examples/strict-csp/`);
  return response.headers.get('content-security-policy')!;
}

/** A club page at `origin` with the script tag and `body`, every club:* event and console line noted. */
async function hostPage(
  context: BrowserContext,
  origin: string,
  {
    body,
    lang = 'en',
    locale,
    csp,
    linkTarget,
  }: { body: string; lang?: string; locale?: string; csp?: string; linkTarget?: string },
): Promise<{ page: Page; events: () => Promise<ClubEvent[]>; console: string[] }> {
  const club = world.server.baseURL;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Club</title>
    <script src="${club}/embed/club-widgets.js" defer data-api="${club}/api" data-portal="${club}"${
      locale ? ` data-locale="${locale}"` : ''
    }${linkTarget ? ` data-link-target="${linkTarget}"` : ''}></script></head><body>${body}</body></html>`;
  const path = `/page-${pages.size}.html`;
  pages.set(path, { html, csp: csp ?? (await strictCsp()) });
  await context.addInitScript(() => {
    const seen: ClubEvent[] = [];
    (window as unknown as { clubEvents: ClubEvent[] }).clubEvents = seen;
    for (const type of ['ready', 'auth-change', 'error'])
      document.addEventListener(`club:${type}`, (event) =>
        seen.push({ type, detail: (event as CustomEvent).detail as Record<string, unknown> }),
      );
  });
  const page = await context.newPage();
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
  await page.goto(`${origin}${path}`);
  await page.evaluate(() => (window as unknown as { ClubWidgets: { ready: Promise<unknown> } }).ClubWidgets.ready);
  return {
    page,
    console: lines,
    events: () => page.evaluate(() => (window as unknown as { clubEvents: ClubEvent[] }).clubEvents),
  };
}

/** A context whose `origin` holds the demo member's widget session (embed/session-storage.ts). */
async function memberAt(origin: string, language: 'en' | 'de'): Promise<BrowserContext> {
  const { server } = world;
  const full = JSON.parse(await sessionDocument(server.baseURL, await club(server, 'token', DEMO), DEMO, language));
  const session = {
    isLoggedIn: true,
    token: full.session.token,
    user: { id: full.session.user.id, name: full.session.user.name },
    language,
  };
  return world.browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: [{ name: `club-widgets:${server.baseURL}`, value: JSON.stringify({ session }) }] },
      ],
    },
  });
}

const diagnose = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { ClubWidgets: { diagnose(): Promise<Record<string, unknown>> } }).ClubWidgets.diagnose(),
  );

describe('setting the widgets up on a club website', () => {
  it('names an origin missing from WIDGET_ORIGINS in one console line and a club:error, and diagnose() says so', async () => {
    const context = await memberAt(STRANGER, 'en');
    try {
      const { page, events, console } = await hostPage(context, STRANGER, {
        body: '<club-notification-bell></club-notification-bell>',
        csp: await strictCsp(),
      });
      const line = `Club widgets: the club server (${world.server.baseURL}) does not allow this page's origin ${STRANGER}. Add ${STRANGER} to WIDGET_ORIGINS on the club server.`;
      await expect
        .poll(async () => (await events()).filter((event) => event.type === 'error').map((event) => event.detail), {
          timeout: SLOW,
        })
        .toContainEqual({ code: 'origin-not-allowed', message: line });
      expect(console.filter((text) => text === `error: ${line}`)).toHaveLength(1);

      const found = await diagnose(page);
      expect(found).toEqual({ api: 'reachable', originAllowed: false, origin: STRANGER, blocked: [], realtime: null });
      expect(console).toContain(`info: ${line}`);
    } finally {
      await context.close();
    }
  });

  it('diagnose() on an allowed origin: API reachable, origin allowed, nothing blocked, realtime reachable', async () => {
    const context = await world.browser.newContext();
    try {
      const { page, console } = await hostPage(context, SITE, {
        body: '<club-notification-bell></club-notification-bell>',
        csp: await strictCsp(),
      });
      expect(await diagnose(page)).toEqual({
        api: 'reachable',
        originAllowed: true,
        origin: SITE,
        blocked: [],
        realtime: true,
      });
      expect(console).toContain(`info: Club widgets: origin ${SITE}: allowed`);
    } finally {
      await context.close();
    }
  });

  it('diagnose() names what the page’s CSP blocks: here the API, missing from connect-src', async () => {
    const context = await world.browser.newContext();
    try {
      const csp = (await strictCsp()).replace(/connect-src [^;]*/, "connect-src 'self'");
      const { page } = await hostPage(context, SITE, {
        body: '<club-notification-bell></club-notification-bell>',
        csp,
      });
      const found = (await diagnose(page)) as { api: string; blocked: string[] };
      expect(found.api).toBe('unreachable');
      expect(found.blocked).toContain(`connect-src ${world.server.baseURL}/api/config`);
    } finally {
      await context.close();
    }
  });

  it('reports mount() of an unknown widget as club:error and warns once about a limit out of range', async () => {
    const context = await world.browser.newContext();
    try {
      const { page, events, console } = await hostPage(context, SITE, {
        body: '<club-news-feed limit="40"></club-news-feed><club-news-feed limit="40"></club-news-feed><div id="slot"></div>',
        csp: await strictCsp(),
      });
      const threw = await page.evaluate(() => {
        try {
          (window as unknown as { ClubWidgets: { mount(e: Element, n: string): void } }).ClubWidgets.mount(
            document.getElementById('slot')!,
            'wallet',
          );
          return false;
        } catch {
          return true;
        }
      });
      expect(threw).toBe(false);
      expect((await events()).filter((event) => event.type === 'error').map((event) => event.detail.code)).toEqual([
        'unknown-widget',
      ]);
      await page.locator('club-news-feed').nth(1).getByRole('button').waitFor({ timeout: SLOW });
      await expect
        .poll(() => console.filter((text) => text.includes('limit="40"')), { timeout: SLOW })
        .toEqual(['warning: Club widgets: club-news-feed limit="40" must be a whole number from 1 to 6; showing 3.']);
    } finally {
      await context.close();
    }
  });
});

describe('the host page and the member on it', () => {
  it('learns who is signed in as the page loads: club:auth-change before club:ready, and ClubWidgets.user', async () => {
    const context = await memberAt(SITE, 'en');
    try {
      const { page, events } = await hostPage(context, SITE, {
        body: '<club-notification-bell></club-notification-bell>',
        csp: await strictCsp(),
      });
      const seen = await events();
      expect(seen.slice(0, 2).map((event) => event.type)).toEqual(['auth-change', 'ready']);
      expect(seen[0]!.detail).toMatchObject({ signedIn: true, state: 'logged-in' });
      const name = await page.evaluate(
        () => (window as unknown as { ClubWidgets: { user: { name: string } | null } }).ClubWidgets.user,
      );
      expect(name).toEqual({ name: (seen[0]!.detail.user as { name: string }).name });
    } finally {
      await context.close();
    }
  });

  for (const [lang, saved, bell] of [
    ['en', 'de', /^Notifications, \d+ unread$/],
    ['de', 'en', /^Benachrichtigungen, \d+ ungelesen$/],
  ] as const) {
    it(`speaks the page’s <html lang="${lang}"> without data-locale, not the member’s saved language (${saved})`, async () => {
      const context = await memberAt(SITE, saved);
      try {
        const { page } = await hostPage(context, SITE, {
          body: '<club-notification-bell></club-notification-bell>',
          lang,
          csp: await strictCsp(),
        });
        await bellIn(page, 'club-notification-bell').waitFor({ timeout: SLOW });
        await expect.poll(() => bellName(page, 'club-notification-bell'), { timeout: SLOW }).toMatch(bell);
      } finally {
        await context.close();
      }
    });
  }

  it('lets data-locale win over the page’s <html lang>', async () => {
    const context = await world.browser.newContext();
    try {
      const { page } = await hostPage(context, SITE, {
        body: '<club-notification-bell></club-notification-bell>',
        lang: 'en',
        locale: 'de',
        csp: await strictCsp(),
      });
      await expect
        .poll(() => bellName(page, 'club-notification-bell'), { timeout: SLOW })
        .toBe('Benachrichtigungen: anmelden');
    } finally {
      await context.close();
    }
  });

  it('opens every link into the portal in this tab by default, the account menu’s too, and in a new tab with data-link-target="_blank"', async () => {
    const club = world.server.baseURL;
    const context = await memberAt(SITE, 'en');
    try {
      // the default: the account menu's link to the members' area takes this tab
      const { page } = await hostPage(context, SITE, { body: '<club-notification-bell></club-notification-bell>' });
      await page
        .locator('club-notification-bell')
        .getByRole('button', { name: /^Signed in as / })
        .click({ timeout: SLOW });
      const inTab = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: SLOW });
      await page.locator('club-notification-bell').getByRole('menuitem', { name: 'Open the members’ area' }).click();
      expect((await inTab).url()).toBe(`${club}/dashboard`);
      expect(context.pages()).toHaveLength(1);

      // _blank: the wallet's link opens a new tab, this one stays
      const other = await hostPage(context, SITE, {
        body: '<club-wallet-summary></club-wallet-summary>',
        linkTarget: '_blank',
      });
      const opened = context.waitForEvent('page', { timeout: SLOW });
      await other.page
        .locator('club-wallet-summary')
        .getByRole('link', { name: 'Open wallet' })
        .click({ timeout: SLOW });
      const tab = await opened;
      await tab.waitForURL((url) => url.origin === club, { timeout: SLOW });
      expect(other.page.url()).toBe(`${SITE}/page-${pages.size - 1}.html`);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
