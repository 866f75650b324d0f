// The widgets and their host page leave each other alone (T24, T25), in
// chromium against the real server: the computed styles of the bell are the same with and without
// the example site's hostile CSS, the computed styles of the site are the same with and without
// the widget script, and the strict-CSP example page reports no violation through a whole visit.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bellIn,
  bellName,
  collectStyles,
  differences,
  embedWorld,
  notify,
  pinFont,
  serverSockets,
  signedInContext,
  until,
  type Styles,
} from './embed-helpers.ts';

const world = embedWorld();

/** The example club website; `block` drops a resource (its CSS, or the widget script). */
async function hostSite(context: BrowserContext, block?: RegExp): Promise<Page> {
  const page = await context.newPage();
  if (block) await page.route(block, (route) => route.abort());
  await page.goto(`${world.server.baseURL}/examples/host-site/`);
  await page.locator('.site-title').waitFor();
  return page;
}

/** Opens the bell in `host` (signed out: the compact sign-in) and collects its styles. */
async function openBellStyles(page: Page, host: string): Promise<Styles> {
  await pinFont(page, host); // the page's font is let in on purpose (embed-looks.e2e.ts); nothing else
  await bellIn(page, host).click();
  await page.locator(host).getByLabel('Email').waitFor();
  await page.mouse.move(0, 0); // no hover on either page
  const styles = await page.evaluate(collectStyles, [host, []] as [string, string[]]);
  await page.keyboard.press('Escape'); // closed again: an open popover would cover the next bell
  return styles;
}

describe('style isolation', () => {
  it('renders the bell exactly the same with and without the site’s hostile CSS (every computed property).', async () => {
    const context = await world.browser.newContext();
    const hostile = await hostSite(context);
    const plain = await hostSite(context, /\/host-site\/site\.css$/);
    // the hostile CSS is really there: the page's own buttons are pink
    expect(await hostile.locator('.site-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(255, 105, 180)',
    );

    for (const host of ['#header-bell', '#sidebar-bell']) {
      const withCss = await openBellStyles(hostile, host);
      const withoutCss = await openBellStyles(plain, host);
      expect(Object.keys(withCss).length).toBeGreaterThan(20); // trigger, icon, popover, the sign-in form
      expect(Object.keys(withCss)).toEqual(Object.keys(withoutCss));
      // The popover opens on the side with room, beside or above its button, and
      // the hostile CSS moves the bell, so only its side may differ; every style the site could leak
      // in must not. A phone sheet starts below the bell (--club-menu-sheet-top, inherited), so that too.
      const placement =
        /#club-menu\[0\] (left|right|top|bottom|inset-(inline|block)-(start|end)):| --club-menu-sheet-top: /;
      expect(differences(withCss, withoutCss).filter((d) => !placement.test(d))).toEqual([]);
    }
    await context.close();
  });

  it('leaves the site’s own computed styles as they are without the widget script.', async () => {
    const context = await world.browser.newContext();
    const withWidgets = await hostSite(context);
    await bellIn(withWidgets, '#header-bell').waitFor();
    const withoutWidgets = await hostSite(context, /\/embed\/club-widgets\.js$/);
    expect(await withoutWidgets.locator('#header-bell').evaluate((element) => element.shadowRoot)).toBeNull();
    // Sizes resolved from layout differ where a bell takes room; everything else must not.
    const layout = [
      'width',
      'height',
      'inline-size',
      'block-size',
      'grid-template-columns',
      'grid-template-rows',
      'transform-origin',
      'perspective-origin',
    ];
    const a = await withWidgets.evaluate(collectStyles, ['document', layout] as [string, string[]]);
    const b = await withoutWidgets.evaluate(collectStyles, ['document', layout] as [string, string[]]);
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(differences(a, b)).toEqual([]);
    // nothing was adopted by, or added to, the host document
    expect(
      await withWidgets.evaluate(() => ({
        adopted: document.adoptedStyleSheets.length,
        sheets: document.styleSheets.length,
      })),
    ).toEqual(
      await withoutWidgets.evaluate(() => ({
        adopted: document.adoptedStyleSheets.length,
        sheets: document.styleSheets.length,
      })),
    );
    await context.close();
  });
});

describe('the host page’s globals (T25)', () => {
  it('gains only window.ClubWidgets: no Pusher, no interceptor on the host’s axios/jQuery/Turbo, no host CSRF token sent.', async () => {
    const context = await signedInContext(world);
    await context.addInitScript(() => {
      const calls: string[] = [];
      const scope = window as unknown as Record<string, unknown>;
      scope.hostCalls = calls;
      scope.hostGlobals = Object.getOwnPropertyNames(window);
      const axios = Object.assign(() => {}, {
        interceptors: { request: { use: () => calls.push('axios interceptor') } },
      });
      const jQuery = Object.assign(() => {}, { ajax: () => {}, ajaxPrefilter: () => calls.push('jQuery prefilter') });
      Object.assign(scope, { axios, jQuery, Turbo: {}, Laravel: { csrfToken: 'host-csrf-token' } });
      document.addEventListener('DOMContentLoaded', () =>
        document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="host-csrf-token">'),
      );
      const turbo = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (type: string, ...rest: unknown[]) {
        if (type.startsWith('turbo:')) calls.push(`${type} listener`);
        return turbo.call(this, type, ...(rest as [EventListener]));
      };
    });
    const page = await context.newPage();
    const sent: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${world.server.baseURL}/api/`)) sent.push(request.headers());
    });
    await page.goto(`${world.server.baseURL}/examples/host-site/`);
    await page.locator('#header-bell').locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });
    await expect.poll(() => sent.some((headers) => headers.authorization?.startsWith('Bearer '))).toBe(true);

    const report = await page.evaluate(() => {
      const scope = window as unknown as Record<string, unknown>;
      const before = new Set(scope.hostGlobals as string[]);
      return {
        calls: scope.hostCalls,
        added: Object.getOwnPropertyNames(window).filter((name) => !before.has(name)),
        pusher: typeof scope.Pusher,
        echo: typeof scope.Echo,
      };
    });
    expect(report).toEqual({
      calls: [],
      added: expect.arrayContaining(['ClubWidgets']),
      pusher: 'undefined',
      echo: 'undefined',
    });
    // The page's own globals (its stub, axios, jQuery...) aside, ClubWidgets is the only new one,
    // with nanostores' shared epoch counter, which that library keeps global on purpose: every
    // copy of it on a page (the host's too) shares one, so sharing it changes nothing.
    const ours = (report.added as string[]).filter(
      (name) => !['hostCalls', 'hostGlobals', 'axios', 'jQuery', 'Turbo', 'Laravel'].includes(name),
    );
    expect(ours.sort()).toEqual(['ClubWidgets', 'nanostoresGlobal']);
    for (const headers of sent) {
      expect(headers['x-csrf-token']).toBeUndefined();
      expect(headers['x-xsrf-token']).toBeUndefined();
    }
    await context.close();
  });
});

describe('the strict Content-Security-Policy example page', () => {
  it('is served with the strict policy and reports no violation through sign-in state, dropdown, a live notification, late bells and logout.', async () => {
    const context = await signedInContext(world);
    await context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const consoleCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Trusted Type/i.test(message.text())) consoleCsp.push(message.text());
    });
    const response = await page.goto(`${world.server.baseURL}/examples/strict-csp/`);
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain(`connect-src ${world.server.baseURL} ws://127.0.0.1:${world.server.port}`);

    const bell = 'club-notification-bell';
    await expect.poll(() => bellName(page, bell), { timeout: 20_000 }).toMatch(/^Notifications, \d+ unread$/);
    await page.locator(bell).locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });
    await bellIn(page, bell).click();
    await page.locator(bell).getByRole('dialog', { name: 'Notifications' }).getByText('New', { exact: true }).waitFor();
    const title = await notify(world.server);
    await page.locator(bell).locator('.club-notification__title', { hasText: title }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add a bell to the page' }).click();
    await page
      .locator('#late-bells [data-club-widget]')
      .getByRole('button', { name: /^Notifications/ })
      .waitFor();
    await page.getByRole('button', { name: 'ClubWidgets.mount' }).click();
    await page.getByRole('button', { name: 'ClubWidgets.unmount' }).click();
    await page.getByRole('button', { name: 'ClubWidgets.logout' }).click();
    await expect.poll(() => bellName(page, bell)).toBe('Notifications: sign in');
    await bellIn(page, bell).click();
    await page.locator(bell).getByLabel('Email').waitFor();

    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(consoleCsp).toEqual([]);
    // the listener does hear violations: an inline <style> is refused on this page
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })),
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations.length))
      .toBe(1);
    await context.close();
    await until(
      () => serverSockets(world.server),
      (sockets) => sockets === 0,
    );
  });
});
