// What a browser downloads, as the server sends it (server/http/static.ts, server/http/compression.ts),
// beside each file's own gzip -9 size measured in the same run: the bodies Chromium received over
// the wire for /login (a first visit) and for a club's page with all four widgets of a signed-in
// member (the widget files and the API's answers from the club server; the host page's own files
// are the club's website, not ours). "Compressed in fact" means at most 1.05x the sum of gzip -9.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { contextWithSession, sessionDocument } from '../tests/e2e/support/signed-in.ts';
import { openClubCli } from './realtime-club-notify.ts';
import { kb, printSection, recordAcceptance, recordResult } from './report.ts';

const DEMO = 'demo@club.test';
const GOAL = 1.05;

interface Transfer {
  path: string;
  /** Body bytes received over the wire (compressed as sent), headers left out. */
  sent: number;
  /** gzip -9 of the decoded body. */
  gzip9: number;
  encoding: string;
}

/** Loads `path` in `context` and answers each response of the club server that `counts`, with its sizes. */
async function transfers(
  context: BrowserContext,
  url: string,
  counts: (path: string) => boolean,
  done: (page: import('playwright-core').Page) => Promise<unknown>,
): Promise<Transfer[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const origin = new URL(url).origin;
  const requests = new Map<string, { path: string; headers: number; encoding: string }>();
  const finished: { id: string; total: number }[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const at = new URL(event.response.url);
    if (at.origin !== origin || event.response.status !== 200 || !counts(at.pathname)) return;
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    requests.set(event.requestId, {
      path: at.pathname,
      headers: event.response.encodedDataLength,
      encoding: encoding?.[1] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (event) => finished.push({ id: event.requestId, total: event.encodedDataLength }));
  await page.goto(url);
  await done(page);
  await page.waitForLoadState('networkidle');
  const result: Transfer[] = [];
  for (const { id, total } of finished) {
    const request = requests.get(id);
    if (!request) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id });
    let decoded = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    // Chromium keeps no body for a prefetch (the members' shell /login fetches once usable): the
    // hashed file it fetched, as the build wrote it
    const built = path.join(PORTAL_DIST, request.path);
    if (decoded.length === 0 && request.path.startsWith('/assets/') && existsSync(built)) decoded = readFileSync(built);
    result.push({
      path: request.path,
      sent: total - request.headers,
      gzip9: gzipSync(decoded, { level: 9 }).length,
      encoding: request.encoding,
    });
  }
  await page.close();
  return result;
}

const PORTAL_DIST = path.resolve(import.meta.dirname, '../dist/portal');

const sum = (list: Transfer[], key: 'sent' | 'gzip9') => list.reduce((total, item) => total + item[key], 0);

async function widgetsPage(browser: Browser, baseURL: string, token: string): Promise<Transfer[]> {
  const context = await contextWithSession(browser, baseURL, await sessionDocument(baseURL, token, DEMO));
  try {
    return await transfers(
      context,
      `${baseURL}/examples/strict-csp/`,
      (path) => path.startsWith('/embed/') || path.startsWith('/api/'),
      // every widget has rendered its signed-in state (the news feed its posts)
      (page) =>
        page.waitForFunction(
          () =>
            ['club-notification-bell', 'club-wallet-summary', 'club-ticket-indicator', 'club-news-feed'].every((tag) =>
              document.querySelector(tag)?.shadowRoot?.querySelector('button, a'),
            ),
          null,
          { timeout: 60_000 },
        ),
    );
  } finally {
    await context.close();
  }
}

async function loginPage(browser: Browser, baseURL: string): Promise<Transfer[]> {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    return await transfers(
      context,
      `${baseURL}/login`,
      () => true,
      (page) =>
        page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled),
    );
  } finally {
    await context.close();
  }
}

export async function benchDelivery(): Promise<void> {
  if (!buildIfNeeded()) throw new Error('npm run build failed');
  const server = await startServer();
  const cli = openClubCli(server.env, DEMO);
  const browser = await launchBrowser();
  try {
    const token = await cli.token();
    const pages = [
      {
        name: 'signed-in page with the four widgets (club server: widget files, API answers)',
        list: await widgetsPage(browser, server.baseURL, token),
      },
      {
        name: "/login, a first visit (document, stylesheet, scripts, texts, GET config, the members' shell prefetched)",
        list: await loginPage(browser, server.baseURL),
      },
    ];
    printSection(
      'Delivery: bytes sent over the wire beside gzip -9 of the same files (same run)',
      pages.map(({ name, list }) => ({
        figure: name,
        value: `${kb(sum(list, 'sent'))} (${(sum(list, 'sent') / sum(list, 'gzip9')).toFixed(2)}x)`,
        baseline: kb(sum(list, 'gzip9')),
        baselineName: `sum of gzip -9 of the ${list.length} bodies`,
      })),
      pages.map(
        ({ name, list }) =>
          `${name.split(' (')[0]}: ${list.map((item) => `${item.path.replace(/^\/(assets|embed)\//, '')} ${item.encoding} ${item.sent}/${item.gzip9}`).join(', ')}`,
      ),
    );
    for (const { name, list } of pages) {
      const ratio = sum(list, 'sent') / sum(list, 'gzip9');
      recordAcceptance({
        line: `transferred bytes, ${name.split(' (')[0]} <= ${GOAL}x the sum of gzip -9`,
        value: kb(sum(list, 'sent')),
        baseline: kb(sum(list, 'gzip9')),
        ratio: `${ratio.toFixed(2)}x`,
        target: `<= ${GOAL.toFixed(2)}x`,
        met: ratio <= GOAL,
      });
    }
    recordResult('delivery', Object.fromEntries(pages.map(({ name, list }) => [name, list])));
  } finally {
    await browser.close();
    cli.close();
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(server.databasePath + suffix, { force: true });
  }
}
