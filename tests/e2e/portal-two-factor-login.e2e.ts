// Browser journey: twofa@club.test (2FA on) logs in with the password, then
// the one-time password an authenticator app shows for the seeded secret (docs/spec.md §5: two-factor
// asks for the OTP, no code is mailed). Tanja reads German: the portal follows her language.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  SLOW,
  TWOFA,
  TWOFA_SECRET,
  closeRegisterIntro,
  expectNoSeriousA11y,
  freshTotp,
  lastMailId,
  persistedSession,
  submitCredentials,
} from './support/portal.ts';

const world = browserWorld();

describe('logging in with two-factor authentication', () => {
  it('logs twofa@club.test in with the password and a TOTP code, without mailing a code.', async () => {
    const baseURL = inject('baseURL');
    const mailsBefore = await lastMailId(baseURL, TWOFA);
    const context = await world.browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await submitCredentials(page, TWOFA);

    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor({ timeout: SLOW });
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).waitFor();
    await expectNoSeriousA11y(page);

    // A wrong code is refused next to the field, on the same screen.
    const { code } = await freshTotp(TWOFA_SECRET, null);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time password').fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The provided two factor authentication code was invalid.').waitFor({ timeout: SLOW });
    expect(await page.getByLabel('One-time password').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoSeriousA11y(page);

    await page.getByLabel('One-time password').fill((await freshTotp(TWOFA_SECRET, null)).code);
    await page.getByRole('button', { name: 'Continue' }).click();
    // the address, not one navigation's load: the guest screen hands over to the portal's document
    await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/dashboard');

    await closeRegisterIntro(page);
    await page.getByRole('heading', { name: 'Hallo, Tanja!' }).waitFor({ timeout: SLOW });
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect((await persistedSession(page))?.user?.email).toBe(TWOFA);
    // The second step was the authenticator, not the mailbox.
    expect(await lastMailId(baseURL, TWOFA)).toBe(mailsBefore);
    await expectNoSeriousA11y(page);
    await context.close();
  });
});
