// T24 in a real browser: the portal runs under its strict Content-Security-Policy (self-only
// scripts and styles, Trusted Types) with zero violations on every screen a member visits, and a
// news post carrying hostile HTML (seeded on purpose) renders without handlers, scripts, styles,
// forms or javascript: links.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DEMO, loginWithEmailCode, SLOW } from './support/portal.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

describe('the portal under its Content-Security-Policy', () => {
  it('reports no CSP violation on the screens a member visits', async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/dashboard');
    await loginWithEmailCode(page, baseURL, DEMO);
    for (const path of [
      '/dashboard',
      '/financial',
      '/posts',
      '/appointments',
      '/support/faq',
      '/support/tickets',
      '/chat',
      '/settings/address',
      '/settings/2fa',
      '/settings/devices',
      '/settings/api-token',
    ]) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: SLOW });
    }
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('renders a post with hostile HTML without handlers, scripts, styles, forms or javascript: links (T24)', async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto('/posts');
    await loginWithEmailCode(page, baseURL, DEMO);
    // Every published post: whichever carries the T24 payloads must come out clean.
    const links = new Set<string>();
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      await page.goto(`/posts?page=${pageNumber}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: SLOW });
      await page.waitForLoadState('networkidle');
      for (const href of await page
        .locator('main a[href^="/post/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        links.add(href.split('?')[0]);
    }
    expect(links.size).toBeGreaterThan(3);
    for (const href of links) {
      await page.goto(href);
      const body = page.locator('main article');
      await body.first().waitFor({ timeout: SLOW });
      await page.waitForLoadState('networkidle');
      const unsafe = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        for (const element of main.querySelectorAll('*')) {
          for (const attribute of element.getAttributeNames()) {
            if (attribute.startsWith('on') || attribute === 'style' || attribute === 'srcdoc')
              found.push(`${element.tagName} ${attribute}`);
          }
          if (['SCRIPT', 'STYLE', 'FORM', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName))
            found.push(element.tagName);
          const href = element.getAttribute('href');
          if (href && /^\s*javascript:/i.test(href)) found.push(`javascript: ${href}`);
          if (
            element.tagName === 'A' &&
            element.getAttribute('target') === '_blank' &&
            !/noopener/.test(element.getAttribute('rel') ?? '')
          )
            found.push('target=_blank without noopener');
        }
        return found;
      });
      expect(unsafe, href).toEqual([]);
    }
    expect(dialogs).toBe(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});
