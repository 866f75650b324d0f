// Browser journey (docs/spec.md §4 "Session"): once the token has expired the session
// locks by itself (the 1000 ms check against session_start + expires_in), the lock screen keeps the
// member, and unlocking with the password and the emailed code returns to the same page.
// Its own server gives tokens a one-minute lifetime (TOKEN_LIFETIME_MINUTES), so the token really
// expires, on the server too, instead of a clock being faked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  DEMO,
  SLOW,
  enterEmailCode,
  expectNoSeriousA11y,
  lastMailId,
  loginWithEmailCode,
  persistedSession,
} from './support/portal.ts';
import { startServer, type RunningServer } from './support/server.ts';

const LIFETIME_SECONDS = 60;

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { TOKEN_LIFETIME_MINUTES: '1' } })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an expired session', () => {
  it(
    'locks when the token expires, and unlocking returns to the same page.',
    { timeout: 3 * LIFETIME_SECONDS * 1000 },
    async () => {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await loginWithEmailCode(page, server.baseURL, DEMO);
      await page.goto('/settings/account');
      await page.getByRole('heading', { name: 'Email address' }).waitFor({ timeout: SLOW });

      // Nothing is clicked: the expiry alone leads to the lock screen.
      await page.waitForURL('**/lock', { timeout: (LIFETIME_SECONDS + 15) * 1000 });
      await page.getByRole('heading', { name: 'Session locked' }).waitFor({ timeout: SLOW });
      await page.getByText('Demo Member').waitFor();
      const locked = await persistedSession(page);
      expect(locked?.isLoggedIn).toBe(false);
      expect(locked?.token).toBeNull();
      expect(locked?.user?.email).toBe(DEMO);
      await expectNoSeriousA11y(page);

      const after = await lastMailId(server.baseURL, DEMO);
      await page.getByLabel('Password').fill('demo-member-2026');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await enterEmailCode(page, server.baseURL, DEMO, after);
      await page.waitForURL('**/settings/account', { timeout: SLOW });
      await page.getByRole('heading', { name: 'Email address' }).waitFor({ timeout: SLOW });
      expect((await persistedSession(page))?.isLoggedIn).toBe(true);
      await expectNoSeriousA11y(page);
      await context.close();
    },
  );
});
