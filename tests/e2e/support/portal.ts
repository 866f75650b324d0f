// Shared steps of the portal journeys: the demo outbox, TOTP codes, the
// real login screen with either verification step, and the axe check every journey ends with.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { base32Decode, STEP_SECONDS, timeStep, totp } from '../../../server/auth/totp.ts';
import { seriousA11yViolations } from './browser.ts';

export const DEMO_PASSWORD = 'demo-member-2026';
export const DEMO = 'demo@club.test';
export const TWOFA = 'twofa@club.test';
export const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';

/** Generous waits for anything the server and a cold chunk load have to do (2-core CI). */
export const SLOW = 20_000;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  meta: { kind?: string; code?: string; url?: string };
}

/** Every mail the demo outbox holds for `to`, newest first. */
export async function readMail(baseURL: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseURL}/dev/mail.json?to=${encodeURIComponent(to)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /dev/mail.json answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** The id of the newest mail to `to` (0 when none): pass it as `after` to wait for the next one. */
export async function lastMailId(baseURL: string, to: string): Promise<number> {
  return (await readMail(baseURL, to))[0]?.id ?? 0;
}

/** Waits for a mail of `kind` to `to` newer than mail id `after`. */
export async function waitForMail(
  baseURL: string,
  to: string,
  kind: string,
  after: number,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMail(baseURL, to)).find((m) => m.id > after && m.meta.kind === kind);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} after #${after} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The TOTP code of `secret` (base32) at `at`, as an authenticator app shows it. */
export function totpNow(secret: string, at = Date.now()): string {
  return totp(base32Decode(secret), Math.floor(at / 1000));
}

/** The current 30 s step. */
export function totpStep(at = Date.now()): number {
  return timeStep(Math.floor(at / 1000));
}

/**
 * A code from a step after `usedStep` (the server refuses a step it has accepted, or an older one):
 * waits for the next step when needed. Answers the code and its step.
 */
export async function freshTotp(secret: string, usedStep: number | null): Promise<{ code: string; step: number }> {
  if (usedStep !== null) {
    const waitMs = (usedStep + 1) * STEP_SECONDS * 1000 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  }
  const at = Date.now();
  return { code: totpNow(secret, at), step: totpStep(at) };
}

/** Fills the login screen's first step and submits it (the page must show the login screen). */
export async function submitCredentials(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: SLOW });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

// The address, not one navigation's load: the prerendered guest screen hands over to the portal's
// own document, which aborts the navigation a load wait would follow (net::ERR_ABORTED).
const leftLogin = (page: Page) =>
  expect.poll(() => new URL(page.url()).pathname.startsWith('/login'), { timeout: SLOW }).toBe(false);

/** Answers the emailed-code step with the code the outbox got after mail id `after`. */
export async function enterEmailCode(page: Page, baseURL: string, email: string, after: number): Promise<void> {
  const field = page.getByLabel('Code from the email');
  await field.waitFor({ timeout: SLOW });
  const mail = await waitForMail(baseURL, email, 'verification-code', after);
  await field.fill(mail.meta.code!);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Logs in through the login screen (opened at `from`, default /login) with the password and the
 * code mailed to `email`; resolves once the portal has left the login screen.
 */
export async function loginWithEmailCode(
  page: Page,
  baseURL: string,
  email: string,
  options: { password?: string; from?: string | null } = {},
): Promise<void> {
  // from: null when the page already shows the login screen (a redirect led there).
  if (options.from !== null) await page.goto(options.from ?? '/login');
  const after = await lastMailId(baseURL, email);
  await submitCredentials(page, email, options.password);
  await enterEmailCode(page, baseURL, email, after);
  await leftLogin(page);
}

/** Logs in with the password and the authenticator code of `secret`; answers the step it used. */
export async function loginWithTotp(
  page: Page,
  email: string,
  secret: string,
  options: { password?: string; usedStep?: number | null } = {},
): Promise<number> {
  await page.goto('/login');
  await submitCredentials(page, email, options.password);
  const field = page.getByLabel('One-time password');
  await field.waitFor({ timeout: SLOW });
  const { code, step } = await freshTotp(secret, options.usedStep ?? null);
  await field.fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await leftLogin(page);
  return step;
}

/** Closes the welcome a member sees until they close it once (docs/spec.md §3 register_intro_closed). */
export async function closeRegisterIntro(page: Page): Promise<void> {
  const intro = page.getByRole('dialog', { name: /^(Welcome to the club!|Willkommen im Club!)$/ });
  await intro.waitFor({ timeout: SLOW });
  await intro.getByRole('button', { name: /^(Got it|Verstanden)$/ }).click();
  await intro.waitFor({ state: 'detached' });
}

/**
 * The one-time dialogs after a login (welcome, new messages) are closed before the page is used:
 * whether they show depends on which journey of the run signed the member in first.
 */
export async function closeOneTimeDialogs(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  for (let i = 0; i < 5 && (await page.locator('.club-dialog-backdrop').count()) > 0; i++) {
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
    await dialog.getByRole('button').last().click();
    await page.waitForTimeout(0);
    await page.waitForLoadState('networkidle', { timeout: SLOW });
  }
}

/** No serious or critical axe-core finding on the page as it is now. */
export async function expectNoSeriousA11y(page: Page, include?: string[]): Promise<void> {
  // Checked once lazy chunks, texts and cards have arrived (the websocket does not count).
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  // ...and once fades have ended (a dialog fading in is not yet at its real contrast); spinners loop
  // forever. A dialog's fade starts 10 ms after it mounts (docs/spec.md §9), so an open dialog must also
  // have its open class: before that there is no running transition to wait for (a CI run caught
  // axe measuring a confirm dialog's button at opacity 0 in that window).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.club-dialog-backdrop')].every((backdrop) =>
        backdrop.classList.contains('club-dialog-backdrop--open'),
      ) &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { timeout: SLOW },
  );
  expect(await seriousA11yViolations(page, include)).toEqual([]);
}

/** The persisted session document (docs/spec.md §9 'vuex'), as the page sees it. */
export async function persistedSession(page: Page): Promise<{
  isLoggedIn: boolean;
  token: { access_token: string } | null;
  user: { email: string } | null;
  redirectAfterLogin: string | false;
} | null> {
  const text = await page.evaluate(() => localStorage.getItem('vuex'));
  if (!text) return null;
  return (JSON.parse(text) as { session?: never }).session ?? null;
}

/** A unique address for a member a journey creates (the shared server lives for the whole run). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@club.test`;
}

/**
 * Registers a member of the journey's own through the API and opens the confirmation link, as a new
 * member would: a journey that signs in with an emailed code then spends only that member's code
 * limit (server/auth/limits.ts), never the shared demo accounts'.
 */
export async function registerMember(
  baseURL: string,
  name: string,
  language: 'de' | 'en' = 'en',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const password = 'green meadow lantern 42';
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password, password_confirmation: password, terms: true, language }),
  });
  if (response.status !== 202) throw new Error(`POST /api/auth/register answered ${response.status}`);
  const confirmation = await waitForMail(baseURL, email, 'verify-email', 0);
  const opened = await fetch(String(confirmation.meta.url), { redirect: 'manual' });
  const landing = opened.headers.get('location') ?? '';
  if (!landing.endsWith('/email-verification/success')) throw new Error(`the confirmation link led to ${landing}`);
  return { email, password };
}

/** Switches the portal's language through the top bar's language menu and waits until it shows. */
export async function switchLanguage(page: Page, to: 'de' | 'en'): Promise<void> {
  await page
    .getByRole('button', { name: to === 'de' ? /^Language EN/ : /^Sprache DE/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: to === 'de' ? 'Deutsch' : 'English' }).click();
  await page
    .getByRole('button', { name: to === 'de' ? /^Sprache DE/ : /^Language EN/ })
    .first()
    .waitFor({ timeout: SLOW });
}
