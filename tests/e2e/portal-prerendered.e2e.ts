// Browser journeys of the prerendered screens (docs/architecture.md decision 14, build/rollup/prerender.mjs):
// /login is painted from its HTML before its script runs: without JavaScript the form shows with a
// notice that signing in needs it; with JavaScript, what was typed before the script took over is
// kept through hydration (also when the screen then switches to the member's saved language) and
// signs in; the page does not shift (CLS below 0.05). The members' shell is painted before the
// script too, with no member's name in it: the name comes with the member's data.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { DEMO, DEMO_PASSWORD, SLOW } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds every request for the entry script matching `pattern` until the returned function is called. */
async function holdScript(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? void held.push(route) : void route.continue()));
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Every layout shift of the page from its first paint on, as the browser reports it. */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}

const cumulativeShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((a, b) => a + b, 0));

/** The page's hydration errors and uncaught errors (a mismatch makes React render afresh). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const GUEST_ENTRY = /\/assets\/g\/guest-[\w-]+\.js$/;
const MAIN_ENTRY = /\/assets\/main-[\w-]+\.js$/;
const submitEnabled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled, null, {
    timeout: SLOW,
  });

describe('the prerendered login screen', () => {
  it('shows the form without JavaScript, with a notice that signing in needs JavaScript', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 }).isVisible()).resolves.toBe(true);
    await page.getByLabel('Email').fill('someone@club.test');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('someone@club.test');
    await expect(page.getByLabel('Password').isVisible()).resolves.toBe(true);
    const notice = page.getByRole('alert').filter({ hasText: 'Signing in needs JavaScript' });
    await expect(notice.isVisible()).resolves.toBe(true);
    // no plain form post with the password in it
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it('shows it in German to a browser that asks for German, the notice too', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 }).isVisible()).resolves.toBe(true);
    const notice = page.getByRole('alert').filter({ hasText: 'Die Anmeldung braucht JavaScript.' });
    await expect(notice.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('in German loads the German texts only, and its language menu reads in German', async () => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    const texts: string[] = [];
    page.on('request', (request) => {
      const table = /\/assets\/g\/(en|de)-[\w-]+\.js$/.exec(request.url());
      if (table) texts.push(table[1]!);
    });
    await page.goto('/login');
    await submitEnabled(page);
    await page.getByRole('button', { name: /^Sprache DE/ }).click();
    await expect(page.getByRole('menu').innerText()).resolves.toMatch(/^English\s+Deutsch\s+✓$/);
    await page.waitForLoadState('networkidle');
    expect(texts).toContain('de');
    expect(texts.filter((language) => language !== 'de')).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before its script ran through hydration, signs in with it, and does not shift (CLS < 0.05)', async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const release = await holdScript(page, GUEST_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(DEMO);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await release();
    await submitEnabled(page);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO);
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe(DEMO_PASSWORD);
    // from the first paint through hydration and GET config (the club's name) arriving
    await page.waitForLoadState('networkidle');
    expect(await cumulativeShift(page)).toBeLessThan(0.05);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // the credentials were accepted: the verification step asks for the emailed code
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SLOW });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the ids of its HTML through hydration: a field named invalid after it points at its shown message', async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const release = await holdScript(page, GUEST_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('not-an-address');
    await release();
    await submitEnabled(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const email = page.getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: SLOW }).toBe('true');
    const described = await email.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? `no element #${id}`),
    );
    expect(described.join(' ')).toMatch(/email/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prefetches the members' shell (the first screen after signing in) once the form is usable, not before", async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    const release = await holdScript(page, GUEST_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor({ timeout: SLOW });
    const prefetched = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));
    await expect(prefetched()).resolves.toEqual([]);
    await release();
    await submitEnabled(page);
    await expect
      .poll(prefetched, { timeout: SLOW })
      .toEqual(expect.arrayContaining([expect.stringMatching(MAIN_ENTRY)]));
    const shell = await (await page.request.get('/dashboard')).text();
    const shellFiles = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => `${baseURL}${match[1]}`);
    expect((await prefetched()).sort()).toEqual(shellFiles.sort());
    await context.close();
  });

  it('is hydrated in the language it was sent in, then switches to the saved one, keeping what was typed', async () => {
    // A guest whose saved language is English, in a browser that asks for German (docs/spec.md §4).
    const saved = JSON.stringify({ session: { isLoggedIn: false, language: 'en', referral: { hash: null } } });
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'vuex', value: saved }] }] },
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const release = await holdScript(page, GUEST_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor({ timeout: SLOW });
    await page.getByLabel('E-Mail').fill('typed@club.test');
    await release();
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor({ timeout: SLOW });
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('typed@club.test');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the members' prerendered shell", () => {
  async function signedIn(): Promise<BrowserContext> {
    const server = { baseURL, port: inject('port'), databasePath: inject('databasePath') };
    const token = await club(server, 'token', DEMO);
    return contextWithSession(browser, baseURL, await sessionDocument(baseURL, token, DEMO));
  }

  it("is painted before the script with the card frames and no member's name; the name comes with the member's data", async () => {
    const context = await signedIn();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const release = await holdScript(page, MAIN_ENTRY);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.locator('.club-dashboard__card').first().waitFor({ timeout: SLOW });
    const painted = await page.evaluate(() => ({
      cards: document.querySelectorAll('.club-dashboard__card .club-skeleton').length,
      name: document.querySelector('.club-topbar__name')?.textContent ?? null,
      heading: document.querySelector('h1')?.textContent?.trim() ?? null,
      text: document.body.innerText,
    }));
    expect(painted.cards).toBeGreaterThanOrEqual(4);
    expect(painted.name).toBe('');
    expect(painted.heading).toBe('');
    expect(painted.text).not.toMatch(/Demo/);
    await release();
    await page.getByRole('heading', { name: 'Hello, Demo!', level: 1 }).waitFor({ timeout: SLOW });
    await expect(page.locator('.club-topbar__name').textContent()).resolves.toBe('Demo Member');
    expect(errors).toEqual([]);
    await context.close();
  });
});
