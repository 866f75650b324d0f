// Browser journeys of the wallet that moves money, in Debian's chromium
// against the real server: a deposit order with its bank details, GiroCode and PDF; `club
// order:paid` raising the balance on screen without a reload; a withdrawal above the balance
// refused with a clear message and nothing booked.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../server/pdf/pdf-text.ts';
import { launchBrowser } from './support/browser.ts';
import { expectNoSeriousA11y } from './support/portal.ts';
import { club, DEMO, signedInContext, until, type ServerTarget } from './embed-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shared = (): ServerTarget => ({
  baseURL: inject('baseURL'),
  port: inject('port'),
  databasePath: inject('databasePath'),
});

async function api(server: ServerTarget, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}/api/${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const balanceText = (page: Page) => page.locator('.club-wallet-summary__amount').first().textContent();

describe('wallet journeys', () => {
  it('demo creates a deposit, sees the bank details and QR code, and downloads a PDF with the IBAN and the reference', async () => {
    const server = shared();
    const context = await signedInContext({ browser, server });
    try {
      const page = await context.newPage();
      await page.goto('/financial/action/make-deposit');
      await page.getByLabel(/Amount in euros/).fill('25');
      await page.getByRole('button', { name: 'Create deposit order' }).click();
      await page.waitForURL(/\/financial\/order\/ORD-[\d-]+\/bank-details$/, { timeout: 20_000 });
      await page.getByText('DE02 1203 0000 0000 2020 51').waitFor();
      const reference = (await page
        .locator('.club-wallet-copy__value')
        .filter({ hasText: /^CLUB-/ })
        .textContent())!;
      const qr = page.getByRole('img', { name: new RegExp(`GiroCode .* ${reference}`) });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain('DE02 1203 0000 0000 2020 51');
      expect(text).toContain(reference);
    } finally {
      await context.close();
    }
  });

  it('keeps the transaction page in the address: back from a transaction of page 2 shows page 2', async () => {
    const server = shared();
    const context = await signedInContext({ browser, server });
    try {
      const page = await context.newPage();
      await page.goto('/financial');
      const transactions = page.getByRole('region', { name: 'Transactions' });
      await transactions.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 20_000 });
      await transactions.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/financial\?page=2$/);
      await transactions.getByText(/^Page 2 of \d+$/).waitFor();
      await transactions.getByRole('link').first().click();
      await page.waitForURL(/\/financial\/transaction\//);
      await page.goBack();
      await page.waitForURL(/\/financial\?page=2$/);
      await transactions.getByText(/^Page 2 of \d+$/).waitFor({ timeout: 20_000 });
      await expectNoSeriousA11y(page);
      // A page past the last one says so and leads back to page 1.
      await page.goto('/financial?page=99');
      await transactions.getByText('This page is empty.').waitFor({ timeout: 20_000 });
      await expectNoSeriousA11y(page);
      await transactions.getByRole('link', { name: 'Go to page 1' }).click();
      await transactions.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it('raises the balance on screen without a reload when the club marks the order paid', async () => {
    const server = shared();
    const token = await club(server, 'token', DEMO);
    const order = (await api(server, token, 'POST', 'wallet/deposits', { amount: '40' })).body;
    const context = await signedInContext({ browser, server });
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto('/financial');
      await page.locator('.club-bell__live--connected').waitFor({ timeout: 20_000 });
      const before = (await api(server, token, 'GET', 'wallet')).body.balance_cents as number;
      await until(
        () => balanceText(page),
        (text) => text !== null && text.replace(/[^\d]/g, '') === String(before),
      );
      await club(server, 'order:paid', order.label);
      const expected = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        (before + 4000) / 100,
      );
      await page.locator('.club-wallet-summary__amount').getByText(expected).waitFor({ timeout: 10_000 });
      expect(loads).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('refuses a withdrawal above the balance with a clear message and books nothing', async () => {
    const server = shared();
    const token = await club(server, 'token', DEMO);
    const before = (await api(server, token, 'GET', 'wallet')).body.balance_cents as number;
    const context = await signedInContext({ browser, server });
    try {
      const page = await context.newPage();
      await page.goto('/financial/action/make-withdraw');
      await page.getByLabel(/Amount in euros/).fill('4999');
      await page.getByRole('button', { name: 'Request withdrawal' }).click();
      await page.getByText(/^You can withdraw at most €[\d,.]+: your available balance/).waitFor({ timeout: 10_000 });
      expect(page.url()).toMatch(/\/financial\/action\/make-withdraw$/);
      expect((await api(server, token, 'GET', 'wallet')).body.balance_cents).toBe(before);
    } finally {
      await context.close();
    }
  });
});
