// Browser journey (docs/spec.md §2 settings/2fa, §5): a member turns two-factor
// authentication on in Settings (password -> QR code and key -> a first code from the app ->
// recovery codes shown once), and from then on the login asks for the app's code instead of
// mailing one. The "app" is the TOTP of the key the page showed; a code works once, so the
// second login waits for the next 30-second step.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  DEMO_PASSWORD,
  SLOW,
  closeRegisterIntro,
  expectNoSeriousA11y,
  freshTotp,
  lastMailId,
  loginWithEmailCode,
  persistedSession,
  submitCredentials,
} from './support/portal.ts';

// A team member with a verified email and 2FA off.
const LEA = 'lea.schwarz@club.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('turning on two-factor authentication', () => {
  it(
    'enables 2FA with the key and a first code, shows the recovery codes, and the next login asks for the app code.',
    { timeout: 120_000 },
    async () => {
      const baseURL = inject('baseURL');
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await loginWithEmailCode(page, baseURL, LEA);
      await closeRegisterIntro(page);

      await page.goto('/settings/2fa');
      await page.getByText('Two-factor authentication is off.').waitFor({ timeout: SLOW });
      await expectNoSeriousA11y(page);
      await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Turn on' }).click();

      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor({ timeout: SLOW });
      const secret = ((await page.getByLabel('Key', { exact: true }).textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11y(page);
      const first = await freshTotp(secret, null);
      await page.getByLabel(/^Code from the app/).fill(first.code);
      await page.getByRole('button', { name: 'Confirm' }).click();

      const codesSection = page.getByRole('region', { name: 'Your recovery codes' });
      await codesSection.waitFor({ timeout: SLOW });
      const codes = await codesSection.getByRole('listitem').allTextContents();
      expect(new Set(codes).size).toBe(8);
      await page.getByRole('button', { name: 'Download' }).waitFor();
      await expectNoSeriousA11y(page);
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await page.getByText(/^Two-factor authentication is on since /).waitFor({ timeout: SLOW });
      await page.getByText('Recovery codes left: 8').waitFor();
      await expectNoSeriousA11y(page);

      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login', { timeout: SLOW });

      // The next login: the app's code, and no mail.
      const mailsBefore = await lastMailId(baseURL, LEA);
      await submitCredentials(page, LEA);
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor({ timeout: SLOW });
      const next = await freshTotp(secret, first.step);
      await page.getByLabel('One-time password').fill(next.code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/dashboard');
      await page.getByRole('heading', { name: 'Hello, Lea!' }).waitFor({ timeout: SLOW });
      expect((await persistedSession(page))?.user).toMatchObject({
        email: LEA,
        google2fa_enabled_at: expect.any(String),
      });
      expect(await lastMailId(baseURL, LEA)).toBe(mailsBefore);
      await context.close();
    },
  );
});
