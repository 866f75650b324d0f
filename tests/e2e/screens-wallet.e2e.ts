// Wallet screens a member can trust, in Debian's chromium against the real server (docs/spec.md §2,
// §4, §5): a cancelled order's page and PDF invite no payment (no GiroCode, no pay-by day, no copy
// buttons); a German member's wallet pages and statement PDF carry none of the English the server
// writes into the ledger; on a phone, the tap on the submit button after a 422 under the amount sends.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../server/pdf/pdf-text.ts';
import { ENGLISH_LEDGER_TEXTS } from '../support/english-ledger-texts.ts';
import { club, DEMO, type ServerTarget } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { SLOW } from './support/portal.ts';
import { settled } from './support/route-walk.ts';
import { sessionDocument } from './support/signed-in.ts';

let browser: Browser;
let server: ServerTarget;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  server = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };
  token = await club(server, 'token', DEMO);
});
afterAll(async () => {
  await browser?.close();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}/api/${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function memberPage(language: 'en' | 'de', device: 'desktop' | 'phone' = 'desktop') {
  const doc = await sessionDocument(server.baseURL, token, DEMO, language);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    acceptDownloads: true,
    ...(device === 'phone' ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } : {}),
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage: [{ name: 'vuex', value: doc }] }] },
  });
  return context.newPage();
}

async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: SLOW }), button.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

const englishIn = (text: string) => ENGLISH_LEDGER_TEXTS.filter((english) => text.includes(english));

describe('a cancelled order', () => {
  it('shows on its page and in its PDF no GiroCode, no pay-by day and nothing to copy', async () => {
    const order = (await api('POST', 'wallet/deposits', { amount: '30' })).body;
    expect((await api('POST', `wallet/orders/${order.label}/cancel`)).status).toBe(200);
    const page = await memberPage('en');
    try {
      await page.goto(`/financial/order/${order.label}/bank-details`);
      await settled(page);
      const status = page.getByRole('status').filter({ hasText: /^This order is Cancelled\./ });
      expect(await status.textContent()).toContain('Nothing is to be paid');
      expect(await page.getByRole('img', { name: /GiroCode/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Copy/ }).count()).toBe(0);
      expect(await page.getByText(/Please pay by|Pay by/).count()).toBe(0);
      expect(await page.getByText(order.bank_reference).count()).toBe(0);
      const text = await downloadedText(page, page.getByRole('button', { name: 'Cancellation notice (PDF)' }));
      expect(text).toContain('This order was cancelled. Nothing is to be paid');
      expect(text).not.toMatch(/GiroCode|Please pay by|Transfer reference/);
      expect(text).not.toContain(order.bank_reference);
      await page.goto(`/financial/order/${order.label}`);
      await settled(page);
      expect(await page.getByText(/Pay by/).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('a German member', () => {
  it('reads no English ledger text on the wallet pages or in the statement PDF', async () => {
    const page = await memberPage('de');
    try {
      const seen: Record<string, string[]> = {};
      for (let n = 1; n <= 3; n++) {
        await page.goto(`/financial?page=${n}&orders=${n}`);
        await settled(page);
        const english = englishIn((await page.locator('main').textContent()) ?? '');
        if (english.length > 0) seen[`/financial?page=${n}`] = english;
      }
      const statement = page.getByRole('region', { name: 'Kontoauszug' });
      await statement.getByLabel('Zeitraum').selectOption('custom');
      const from = new Date(Date.now() - 390 * 86_400_000).toISOString().slice(0, 10);
      await statement.getByLabel('Von').fill(from);
      const text = await downloadedText(
        page,
        statement.getByRole('button', { name: 'Kontoauszug herunterladen (PDF)' }),
      );
      expect(text).toContain('Anfangssaldo');
      expect(englishIn(text)).toEqual([]);
      expect(seen).toEqual({});
    } finally {
      await page.context().close();
    }
  }, 120_000);
});

describe('on a phone, after a 422 under the amount', () => {
  it('the next tap on the button sends the corrected withdrawal', async () => {
    const page = await memberPage('en', 'phone');
    try {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/wallet/withdrawals')) sent.push(request.url());
      });
      await page.goto('/financial/action/make-withdraw');
      await settled(page);
      const amount = page.getByLabel(/Amount in euros/);
      const submit = page.getByRole('button', { name: 'Request withdrawal' });
      await amount.fill('99999');
      await submit.tap();
      await page.getByText(/^You can withdraw at most|^The amount may not be more than/).waitFor({ timeout: SLOW });
      expect(sent).toHaveLength(1);
      // The finger lands on the button while the amount still has focus: the message under it must
      // not vanish between pointer-down and click, or the click misses the moved button.
      await amount.fill('10');
      await submit.tap();
      await page.waitForURL(/\/financial\/withdraw\/WD-/, { timeout: SLOW });
      expect(sent).toHaveLength(2);
    } finally {
      await page.context().close();
    }
  });
});
