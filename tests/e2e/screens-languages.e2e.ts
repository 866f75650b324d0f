// Club content in the reader's language, in Debian's chromium against the real server (docs/spec.md
// §4 "Language selection"): a member reading German sees the demo FAQ, the contact topics and the
// terms documents' names in German, and none of their English names.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { SLOW, closeOneTimeDialogs, loginWithEmailCode, registerMember } from './support/portal.ts';
import { settled } from './support/route-walk.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('club content for a German member', () => {
  it('shows the FAQ, the contact topics and the terms names in German', async () => {
    const baseURL = inject('baseURL');
    const { email, password } = await registerMember(baseURL, 'Greta Sprache', 'de');
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await loginWithEmailCode(page, baseURL, email, { password });
      await closeOneTimeDialogs(page);

      await page.goto('/support/faq');
      await page.getByRole('heading', { level: 2, name: 'Mitgliedschaft' }).waitFor({ timeout: SLOW });
      await settled(page);
      const faq = (await page.getByRole('main').textContent()) ?? '';
      expect(faq).toContain('Wie werde ich Mitglied?');
      expect(faq).toContain('Guthaben und Zahlungen');
      for (const english of ['Membership', 'How do I become a member?', 'Wallet and payments'])
        expect(faq).not.toContain(english);

      await page.goto('/support/contact/categories');
      await page.getByRole('link', { name: 'Technisches Problem' }).waitFor({ timeout: SLOW });
      await settled(page);
      const topics = (await page.getByRole('main').textContent()) ?? '';
      expect(topics).toContain('Etwas im Portal funktioniert nicht wie erwartet.');
      for (const english of ['Technical problem', 'General question', 'Something in the portal'])
        expect(topics).not.toContain(english);

      await page.goto('/settings/terms');
      await page.getByText('Datenschutzerklärung', { exact: true }).waitFor({ timeout: SLOW });
      await settled(page);
      const terms = (await page.getByRole('main').textContent()) ?? '';
      expect(terms).toContain('Nutzungsbedingungen');
      expect(terms).toContain('Vereinsordnung');
      for (const english of ['Privacy Policy', 'Terms and Conditions', 'Club Rules'])
        expect(terms).not.toContain(english);
    } finally {
      await context.close();
    }
  });
});
