// Browser journey of the chat: demo@club.test and Jonas Weber, each in
// their own browser context signed in through the real login screen (password, then the code
// read from the demo outbox), write to each other and each sees the other's message arrive
// without reloading. Chat is a club option (FEATURE_CHAT), so this file runs its own server
// with chat switched on; the shared one of global-setup.ts keeps the default (off).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const DEMO = 'demo@club.test';
const JONAS = 'jonas.weber@club.test';
const PASSWORD = 'demo-member-2026';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { FEATURE_CHAT: '1' } })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface OutboxMail {
  to: string;
  created_at: string;
  meta: { kind?: string; code?: string };
}

/** The newest login code mailed to `email` after `since` (ISO time), from the demo outbox. */
async function loginCode(email: string, since: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${server.baseURL}/dev/mail.json?to=${encodeURIComponent(email)}`, {
      headers: { Accept: 'application/json' },
    });
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((m) => m.meta.kind === 'verification-code' && m.created_at >= since);
    if (mail?.meta.code) return mail.meta.code;
    if (Date.now() > deadline) throw new Error(`no login code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser context signed in as `email` through the login screen; answers its page. */
async function logIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const codeField = page.getByLabel('Code from the email');
  await codeField.waitFor({ timeout: 20_000 });
  await codeField.fill(await loginCode(email, since));
  await page.getByRole('button', { name: 'Continue' }).click();
  // the address, not one navigation's load: after the sign-in the guest screen hands over to the
  // whole portal's document, and a navigation it replaces ends as aborted
  await expect.poll(() => new URL(page.url()).pathname.startsWith('/login'), { timeout: 20_000 }).toBe(false);
  return { context, page };
}

/** Closes the register intro, which a member who never closed it sees after login (Jonas reads German). */
async function closeRegisterIntro(page: Page): Promise<void> {
  const intro = page.getByRole('dialog', { name: /^(Welcome to the club!|Willkommen im Club!)$/ });
  await intro.waitFor({ timeout: 20_000 });
  await intro.getByRole('button', { name: /^(Got it|Verstanden)$/ }).click();
  await intro.waitFor({ state: 'detached' });
}

const log = (page: Page) => page.getByRole('log');

/** Serious or critical axe findings inside the chat's own markup (the screen, the top bar icon, its dialog). */
async function chatA11yViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  const mine = await Promise.all(
    violations.map(async (violation) => ({
      ...violation,
      targets: (
        await Promise.all(
          violation.targets.map(async (target) =>
            (await page.evaluate(
              (selector) =>
                Boolean(document.querySelector(selector)?.closest('[class^="club-chat"], [class*=" club-chat"]')),
              target,
            ))
              ? [target]
              : [],
          ),
        )
      ).flat(),
    })),
  );
  return mine.filter((violation) => violation.targets.length > 0);
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: /^(Message to|Nachricht an) / });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

describe('chat in the portal', () => {
  it('chat messages flow both ways between demo@club.test and another demo member, live.', async () => {
    const demo = await logIn(DEMO);
    // Two unread messages from Jonas are seeded and both hints are closed: the new-message dialog.
    const dialog = demo.page.getByRole('dialog', { name: 'New messages' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Open chat' }).click();
    await demo.page.waitForURL('**/chat');
    await demo.page.getByRole('link', { name: /Jonas Weber/ }).click();
    await demo.page.waitForURL(/\/chat\/\d+$/);
    const conversationPath = new URL(demo.page.url()).pathname;
    await log(demo.page).getByText('And maybe some chairs, if you have room in the car.').waitFor();

    const jonas = await logIn(JONAS);
    await closeRegisterIntro(jonas.page);
    await jonas.page.goto(conversationPath);
    await log(jonas.page).getByText('And maybe some chairs, if you have room in the car.').waitFor({ timeout: 20_000 });

    // No reload from here on. A message sent before the other's channel is subscribed still
    // arrives: each subscription's success fetches the conversation again
    // (src/modules/chat/store/live.ts). The server's channel count, waited for here before, counts
    // every page's channels; in a CI run at load 12 it did not rise for Jonas within 20 s.
    const fromDemo = `Sure, I will bring both ${Date.now().toString(36)}`;
    await send(demo.page, fromDemo);
    await log(demo.page).getByText(fromDemo).waitFor();
    await log(jonas.page).getByText(fromDemo).waitFor({ timeout: 20_000 });

    const fromJonas = `Great, thank you! ${Date.now().toString(36)}`;
    await send(jonas.page, fromJonas);
    await log(jonas.page).getByText(fromJonas).waitFor();
    await log(demo.page).getByText(fromJonas).waitFor({ timeout: 20_000 });

    // Each message once in each window (POST answer and realtime never both show).
    expect(await log(demo.page).getByText(fromDemo).count()).toBe(1);
    expect(await log(jonas.page).getByText(fromJonas).count()).toBe(1);
    expect(await chatA11yViolations(demo.page)).toEqual([]);

    await demo.context.close();
    await jonas.context.close();
  });

  it('keeps a conversation usable on a 360 px wide phone: the list, then the conversation with a way back.', async () => {
    const { context, page } = await logIn(DEMO);
    await page.setViewportSize({ width: 360, height: 740 });
    // The new-message dialog may open whenever the header arrives (unread count above 1): put it off.
    const dialog = page.getByRole('dialog', { name: 'New messages' });
    await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: 'Later' }).last().click());
    await page.goto('/chat');
    await page.getByRole('link', { name: /Lena Schmidt/ }).click();
    await log(page).getByText('Ask me anything about the club.').waitFor();
    expect(await page.getByRole('heading', { name: 'Conversations' }).isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await page.getByRole('heading', { name: 'Conversations' }).waitFor();
    await context.close();
  });
});
