// Routes never silently land on the Dashboard. A route of a module the club switched
// off (FEATURE_CHAT=0) says it is not available for the membership, where it was asked for; a path
// that matches nothing leads to the Dashboard with a toast naming the path and where it led.
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

  it('leads a path that matches nothing to the Dashboard with a toast saying where and why.', async () => {
    const context = await signedInContext({ browser, server });
    const page = await context.newPage();
    await page.goto('/teams');
    await page.getByText('There is no page /teams, so you were taken to Dashboard.').waitFor({ timeout: SLOW });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});
