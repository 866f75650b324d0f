// Browser journeys of the club's staff commands: `club ticket:reply` shows the
// indicator and the answer without a reload, `club post:create` shows the post in the list live,
// `club terms:publish` opens the terms dialog live, and a corpus of XSS payloads through
// post:create and ticket messages runs no script and causes no CSP violation in Chromium.
// A server of its own: the journeys publish terms and posts every member of the shared one would see.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { club, DEMO, signedInContext } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';
import { startServer, type RunningServer } from './support/server.ts';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'));
function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

interface Watched {
  page: Page;
  violations: string[];
  errors: string[];
}

/** A signed-in demo page that records CSP violations, page errors and whether any payload ran. */
async function openPortal(context: BrowserContext, at: string): Promise<Watched> {
  const page = await context.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(at);
  // Live once the bell's connection is up: a cue sent before would be missed by design.
  await page.locator('.club-bell__live--connected').waitFor({ timeout: SLOW });
  return { page, violations, errors };
}

async function apiAs(token: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}/api/${pathname}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}`);
  return response.json();
}

/** Every way the corpus could have run: a global set, an alert, a handler left in the DOM. */
const XSS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg><script>window.__xss=3</script></svg>',
  '<svg onload="window.__xss=4"></svg>',
  '<a href="javascript:window.__xss=5">link</a>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=7">',
  '<details open ontoggle="window.__xss=8">x</details>',
  '<form><button formaction="javascript:window.__xss=9">go</button></form>',
  '<style>body{background:url(https://evil.example/x)}</style>',
  '<div style="background:url(javascript:window.__xss=10)">styled</div>',
  '"><img src=x onerror=alert(11)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(12)>"></noscript>',
  '<a id="__proto__" name="location" href="/x">clobber</a>',
].join('\n');

async function noScriptRan(watched: Watched): Promise<void> {
  expect(await watched.page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
  expect(
    await watched.page.locator('[onerror], [onload], [ontoggle], script:not([src]), iframe, [style]').count(),
  ).toBe(0);
  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
}

describe('staff commands in the portal', () => {
  it('club ticket:reply shows the indicator and the answer without a reload.', async () => {
    const context = await signedInContext({ browser, server });
    const token = await club(server, 'token', DEMO);
    const ticket = await apiAs(token, 'POST', 'support/contact/general', {
      subject: `Lost card ${Date.now()}`,
      message: 'Could you send a new one?',
    });
    const { page } = await openPortal(context, '/routes');
    const header = await apiAs(token, 'GET', 'user/header');
    const before = header.notifications.tickets.unread_count as number;

    await club(server, 'ticket:reply', String(ticket.id), '--text', 'A new card is on its way.');
    const indicator = page.getByRole('link', {
      name: `${before + 1} unread ${before + 1 === 1 ? 'reply in a support ticket' : 'replies in support tickets'}`,
    });
    await indicator.waitFor({ timeout: SLOW });
    expect(await indicator.getAttribute('href')).toBe(`/support/ticket/${ticket.id}`);

    await indicator.click();
    await page.getByText('A new card is on its way.').waitFor({ timeout: SLOW });
    await club(server, 'ticket:reply', String(ticket.id), '--text', 'It left today.');
    await page.getByText('It left today.').waitFor({ timeout: SLOW });
    await context.close();
  });

  it('club post:create shows the post in the list in real time.', async () => {
    const context = await signedInContext({ browser, server });
    const { page } = await openPortal(context, '/posts');
    await page.getByRole('heading', { name: 'News' }).first().waitFor({ timeout: SLOW });
    const title = `Harvest festival ${Date.now().toString(36)}`;
    await club(
      server,
      'post:create',
      '--title',
      title,
      '--body-file',
      file('post.md', '## Come along\n\nMusic and food.'),
    );
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor({ timeout: SLOW });
    await context.close();
  });

  it('club terms:publish makes the terms dialog appear for a member online.', async () => {
    const context = await signedInContext({ browser, server });
    const { page } = await openPortal(context, '/routes');
    await club(
      server,
      'terms:publish',
      '--name',
      'House Rules',
      '--url',
      `${server.baseURL}/examples/legal/club-rules-v1.html`,
    );
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: SLOW });
    await dialog.getByRole('link', { name: /House Rules/ }).waitFor();
    // Accepting closes it for good (the next journeys of this server start without it).
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'detached', timeout: SLOW });
    await context.close();
  });

  it('renders an XSS corpus through post:create and ticket messages with no script run and no CSP violation.', async () => {
    const context = await signedInContext({ browser, server });
    const token = await club(server, 'token', DEMO);
    const title = `Corpus <img src=x onerror="window.__xss=99"> ${Date.now().toString(36)}`;
    await club(
      server,
      'post:create',
      '--title',
      title,
      '--body-file',
      file('corpus.html', `<p>Corpus body</p>\n${XSS}`),
    );
    const ticket = await apiAs(token, 'POST', 'support/contact/general', {
      subject: 'Corpus <script>window.__xss=98</script>',
      message: XSS,
    });
    await club(server, 'ticket:reply', String(ticket.id), '--text', XSS);

    const posts = await openPortal(context, '/posts');
    const link = posts.page.getByRole('link', { name: title }).first();
    await link.waitFor({ timeout: SLOW });
    await link.click();
    await posts.page.getByText('Corpus body').waitFor({ timeout: SLOW });
    await noScriptRan(posts);

    const thread = await openPortal(context, `/support/ticket/${ticket.id}`);
    await thread.page.getByText('window.__xss=2', { exact: false }).first().waitFor({ timeout: SLOW });
    await noScriptRan(thread);
    await context.close();
  });
});
