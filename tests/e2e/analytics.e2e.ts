// The analytics consent (docs/contracts.md §7.6) in a real browser: the reference server with MATOMO_URL pointing at a stand-in Matomo on
// loopback (tests/e2e/support/matomo.ts). The portal loads matomo.js under its CSP (no violation) and
// sends one hit per navigation with the page's URL and title; the member's id (uid) and name
// (dimension1) only after they switched consent on in Settings → Privacy, never while it is off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { DEMO, expectNoSeriousA11y, SLOW } from './support/portal.ts';
import { startMatomoStandIn, type MatomoHit, type MatomoStandIn } from './support/matomo.ts';
import { startSentryStandIn } from './support/sentry.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';
import { watchViolations } from './support/csp-violations.ts';

const SITE_ID = '7';

let browser: Browser;
let matomo: MatomoStandIn;
let server: RunningServer;

beforeAll(async () => {
  [browser, matomo] = await Promise.all([launchBrowser(), startMatomoStandIn()]);
  server = await startServer({ env: { MATOMO_URL: matomo.url, MATOMO_SITE_ID: SITE_ID } });
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), matomo?.stop()]);
});

/** A context signed in as the demo member, in `language`; resolves with the member's id too. */
async function demoContext(
  language: 'en' | 'de' = 'en',
  target: RunningServer = server,
): Promise<{ context: BrowserContext; memberId: number }> {
  const doc = JSON.parse(await sessionDocument(target.baseURL, await club(target, 'token', DEMO), DEMO));
  doc.session.language = language;
  const context = await contextWithSession(browser, target.baseURL, JSON.stringify(doc));
  return { context, memberId: doc.session.user.id };
}

/**
 * Waits for the `count`-th hit and checks it is the page view of `path`, with the page's title while
 * the page is still on `path` (the journey's last assertion checks that no other hit came in between).
 */
async function pageView(page: Page, path: string, count: number): Promise<MatomoHit> {
  await expect.poll(() => matomo.hits.length, { timeout: SLOW }).toBeGreaterThanOrEqual(count);
  const hit = matomo.hits[count - 1]!;
  expect(hit.url).toBe(`${server.baseURL}${path}`);
  expect(hit.idsite).toBe(SITE_ID);
  // the title is the page's only while the page is still there: openPrivacy has already moved on
  // from /settings/address before its view is checked, and the next view's hit may lag behind
  if (new URL(page.url()).pathname === path)
    await expect.poll(() => page.title(), { timeout: SLOW }).toBe(hit.action_name);
  return hit;
}

/**
 * Opens `path` as a first load whose page views wait for matomo.js (docs/spec.md §9: 3000 ms, counted
 * from GET config). The page's clock stands still until Matomo's tracker has taken over `_paq`, so the
 * portal's chunks and the script arriving late on a loaded machine cannot use up the 3000 ms; then it
 * runs on, and the view held meanwhile must reach Matomo. That the wait ends after 3000 ms and drops
 * what it held is tests/core/tracking.test.ts (fake timers).
 */
async function openTracked(page: Page, path: string): Promise<void> {
  // Pausing a running clock at a time it has already passed throws ("Cannot fast-forward to the
  // past"): installed at now, the clock ran on while the pause was on its way and, on a loaded
  // machine, overtook it. Installed at the epoch, it is decades behind any now it is paused at.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(Date.now());
  await page.goto(path);
  await expect
    .poll(
      async () => {
        // a frame's worth of the paused clock per look: the members' shell starts the portal after
        // its first paint (src/portal/paint-first.ts), a frame and a timer the paused clock holds
        await page.clock.runFor(16);
        return page.evaluate(() => {
          const queue = (window as unknown as { _paq?: unknown })._paq;
          return queue !== undefined && !Array.isArray(queue); // matomo.js replaced the array
        });
      },
      { timeout: SLOW },
    )
    .toBe(true);
  await page.clock.resume();
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

async function openPrivacy(page: Page): Promise<void> {
  await sidebarLink(page, 'Settings').click();
  await page.waitForURL('**/settings/address', { timeout: SLOW });
  await page.getByRole('link', { name: 'Privacy', exact: true }).click();
  await page.waitForURL('**/settings/privacy', { timeout: SLOW });
}

describe('page views for the club’s Matomo', () => {
  it('sends each navigation with its URL and title, the uid only after consent and never with consent off', async () => {
    matomo.hits.length = 0;
    const { context, memberId } = await demoContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    const consentSwitch = page.getByRole('switch', { name: 'Link my page views to my member ID and name' });
    try {
      await openTracked(page, '/dashboard');
      expect((await pageView(page, '/dashboard', 1)).action_name).toMatch(/^Dashboard · /);

      await sidebarLink(page, 'News').click();
      await pageView(page, '/posts', 2);
      await openPrivacy(page); // /settings leads to /settings/address, then the Privacy tab
      expect((await pageView(page, '/settings/address', 3)).action_name).toMatch(/ · /);
      const privacy = await pageView(page, '/settings/privacy', 4);
      expect(privacy.action_name).toMatch(/^Privacy · /);
      expect(await consentSwitch.isChecked()).toBe(false);

      await consentSwitch.click();
      await page.getByText('Saved: your page views now carry your member ID and name.').waitFor({ timeout: SLOW });
      await sidebarLink(page, 'News').click();
      const consented = await pageView(page, '/posts', 5);
      expect(consented.uid).toBe(String(memberId));
      expect(consented.dimensions).toEqual({ dimension1: 'Demo Member' });

      await openPrivacy(page);
      await pageView(page, '/settings/privacy', 7);
      await consentSwitch.click();
      await page.getByText('Saved: your page views no longer carry your member ID or name.').waitFor({ timeout: SLOW });
      await sidebarLink(page, 'Dashboard').click();
      const withdrawn = await pageView(page, '/dashboard', 8);
      expect(withdrawn.uid).toBeNull();
      expect(withdrawn.dimensions).toEqual({});

      // Only the views between switching on and switching off carry the member.
      expect(matomo.hits.map((hit) => hit.uid !== null)).toEqual([false, false, false, false, true, true, true, false]);
      expect(matomo.scriptLoads()).toBe(1);
      expect(violations).toEqual([]);
      // The Matomo loader came as its own chunk; Sentry (no SENTRY_DSN here) never loaded.
      expect(scripts.filter((url) => /\/assets\/matomo-[\w-]+\.js$/.test(url))).toHaveLength(1);
      expect(scripts.filter((url) => /sentry/i.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends no uid on a fresh load with consent off, and the German page title', async () => {
    matomo.hits.length = 0;
    const { context } = await demoContext('de');
    const page = await context.newPage();
    try {
      await openTracked(page, '/settings/privacy');
      const hit = await pageView(page, '/settings/privacy', 1);
      expect(hit.action_name).toMatch(/^Datenschutz · /);
      expect(hit.uid).toBeNull();
      expect(
        await page
          .getByRole('switch', { name: 'Meine Seitenaufrufe mit meiner Mitgliedsnummer und meinem Namen verknüpfen' })
          .isChecked(),
      ).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the privacy settings screen', () => {
  for (const language of ['en', 'de'] as const) {
    it(`has no serious or critical axe finding (${language})`, async () => {
      const { context } = await demoContext(language);
      const page = await context.newPage();
      try {
        await page.goto('/settings/privacy');
        await page.getByRole('switch').waitFor({ timeout: SLOW });
        await expectNoSeriousA11y(page);
      } finally {
        await context.close();
      }
    });
  }
});

describe('error reports to the club’s Sentry', () => {
  it('loads Sentry with SENTRY_DSN, reports errors with the member as user (docs/spec.md §7), and without after logout', async () => {
    const sentry = await startSentryStandIn();
    const sentryServer = await startServer({ env: { SENTRY_DSN: sentry.dsn } });
    const { context, memberId } = await demoContext('en', sentryServer);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const boom = (message: string) =>
      page.evaluate(
        (text) =>
          void setTimeout(() => {
            throw new Error(text);
          }),
        message,
      );
    const reported = (message: string) =>
      expect
        .poll(() => sentry.events.find((event) => event.exception?.values?.some((value) => value.value === message)), {
          timeout: SLOW,
        })
        .toBeTruthy();
    try {
      await page.goto('/dashboard');
      await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: SLOW });
      await page.waitForLoadState('networkidle', { timeout: SLOW });
      await boom('signed in and broken');
      await reported('signed in and broken');
      const signedIn = sentry.events.find((event) => event.exception?.values?.[0]?.value === 'signed in and broken')!;
      expect(signedIn.user).toMatchObject({ id: String(memberId), username: 'Demo Member', email: DEMO });

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login', { timeout: SLOW });
      await boom('signed out and broken');
      await reported('signed out and broken');
      const signedOut = sentry.events.find((event) => event.exception?.values?.[0]?.value === 'signed out and broken')!;
      expect(signedOut.user ?? {}).not.toHaveProperty('id');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      await Promise.all([sentryServer.stop(), sentry.stop()]);
    }
  });
});
