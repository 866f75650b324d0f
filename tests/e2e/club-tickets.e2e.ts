// Browser journeys of the member's tickets and the team page: register for an
// event, see it under My tickets with its QR code and download a valid PDF; `club ticket:check` on
// the payload read from the page admits once, refuses the second time and refuses a payload with
// one byte changed; a guest who registers through a member's registration link appears on that
// member's team page. A server of its own: the journeys book seats and add members.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signedInContext } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW, uniqueEmail, waitForMail } from './support/portal.ts';
import { serverEnv, startServer, type RunningServer } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `npm run club -- <args>` with its exit code (a refused ticket exits 1). */
function club(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'server/cli.ts'), ...args],
      { cwd: root, env: serverEnv(server.port, server.databasePath) },
      (error, stdout) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout.trim() });
      },
    );
  });
}

describe('my tickets', () => {
  it('registers for an event, shows the ticket with its QR code, downloads its PDF and admits it once at the door.', async () => {
    const context = await signedInContext({ browser, server });
    const page = await context.newPage();
    await page.goto('/event');
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Info evening/ }) });
    await event.getByRole('button', { name: 'Register ticket' }).click();
    await event.getByText('Your ticket is registered.').waitFor({ timeout: SLOW });

    // the page's own switch between events and tickets (the sidebar links there too)
    await page
      .getByRole('navigation', { name: 'Which appointments' })
      .getByRole('link', { name: 'My tickets' })
      .click();
    const ticket = page.getByRole('article', { name: /^Info evening/ });
    await ticket.waitFor({ timeout: SLOW });
    await ticket.getByRole('img', { name: /^QR code of ticket TCK-/ }).waitFor();
    await ticket.getByText('Show the code as text').click();
    const payload = (await ticket.locator('code').textContent())!.trim();
    expect(payload).toMatch(/^CT1\.[\w-]+\.[\w-]+$/);
    await expectNoSeriousA11y(page);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: SLOW }),
      ticket.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^TCK-\d{4}-\d{6}\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');

    const changedAt = payload.indexOf('.') + 8;
    const forged =
      payload.slice(0, changedAt) + (payload[changedAt] === 'A' ? 'B' : 'A') + payload.slice(changedAt + 1);
    expect(await club('ticket:check', forged, '--admit')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^REFUSED: /),
    });

    const first = await club('ticket:check', payload, '--admit');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^ADMITTED: Demo Member .* to "Info evening: cannabis and health"/);
    const second = await club('ticket:check', payload, '--admit');
    expect(second).toMatchObject({ code: 1, out: expect.stringMatching(/^ADMITTED AT .+: not again /) });
    await context.close();
  });
});

describe('the team page', () => {
  it('shows a guest who registered through the member’s registration link on the member’s team page (KCanG §6 wording).', async () => {
    const member = await signedInContext({ browser, server });
    const teamPage = await member.newPage();
    await teamPage.goto('/affiliate');
    const link = (await teamPage.getByLabel('Registration link', { exact: true }).textContent())!.trim();
    expect(link).toBe(`${server.baseURL}/r/demo2026`);
    await teamPage.getByRole('img', { name: 'QR code of your registration link' }).waitFor();
    const before = await teamPage.getByRole('link', { name: /^Registered through your link: / }).textContent();
    await expectNoSeriousA11y(teamPage);

    const guest = await browser.newContext({ baseURL: server.baseURL });
    const page = await guest.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: SLOW });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Quentin Quast');
    const email = uniqueEmail('team');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('green meadow lantern 42');
    await page.getByLabel('Confirm password').fill('green meadow lantern 42');
    await page.getByLabel('I have read and accept the terms of the club.').check();
    await page.getByRole('button', { name: 'Register' }).click();
    // registration signs nobody in until the address is confirmed
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SLOW });
    const confirmation = await waitForMail(server.baseURL, email, 'verify-email', 0);
    await page.goto(String(confirmation.meta.url));
    await page.waitForURL('**/email-verification/success', { timeout: SLOW });
    await guest.close();

    await teamPage.reload();
    const table = teamPage.getByRole('table', { name: 'Registered through your link' });
    await table.getByRole('cell', { name: 'Quentin Q.', exact: true }).waitFor({ timeout: SLOW });
    expect(await teamPage.getByRole('link', { name: /^Registered through your link: / }).textContent()).not.toBe(
      before,
    );
    expect(await table.textContent()).not.toContain('Quast');
    await member.close();
  });
});
