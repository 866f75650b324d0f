// Routes never silently land on the Dashboard (docs/spec.md §2 "Unknown paths"). A route of a
// module the club switched off (FEATURE_CHAT=0) says it is not available for the membership, where
// it was asked for; a path that matches nothing shows Notfound there; `/` is home, silently.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signedInContext } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';
import { startServer, type RunningServer } from './support/server.ts';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { FEATURE_CHAT: '0' } })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('routes that are not there', () => {
  it('says a switched-off module’s route is not available for the membership, at its own address.', async () => {
    const context = await signedInContext({ browser, server });
    const page = await context.newPage();
    await page.goto('/chat');
    await page.getByRole('heading', { name: 'Not available for your membership' }).waitFor({ timeout: SLOW });
    expect(new URL(page.url()).pathname).toBe('/chat');
    await expectNoSeriousA11y(page);
    await context.close();
  });

  it('shows Notfound at a path that matches nothing, also inside a module, with no toast.', async () => {
    const context = await signedInContext({ browser, server });
    const page = await context.newPage();
    for (const path of ['/nonsense', '/affiliate/xyz']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: SLOW });
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('.club-toast').count()).toBe(0);
    }
    await expectNoSeriousA11y(page);
    await context.close();
  });

  it('takes / home silently: the Dashboard for a member, Login for a guest.', async () => {
    const context = await signedInContext({ browser, server });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/dashboard', { timeout: SLOW });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.club-toast').count()).toBe(0);
    await context.close();
    const guest = await browser.newContext({ baseURL: server.baseURL });
    const guestPage = await guest.newPage();
    await guestPage.goto('/');
    await guestPage.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: SLOW });
    await guestPage.waitForLoadState('networkidle');
    expect(await guestPage.locator('.club-toast').count()).toBe(0);
    await guest.close();
  });
});
