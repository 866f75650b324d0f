// docs/spec.md §11 "Volunteer hours" in the browser, in English and German at 360 and 1280 px: the demo
// member logs hours, the volunteer coordinator approves them in the staff area, and the member's
// progress counts them; axe finds nothing serious on either screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, embedWorld, signedInAs } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';

const world = embedWorld();
const COORDINATOR = 'volunteers@club.test';

const as = (email: string, language: 'en' | 'de') => signedInAs(world, email, language);

const TEXTS = {
  en: {
    title: 'Volunteer hours',
    task: 'Task',
    hours: 'Hours',
    submit: 'Log the hours',
    saved: 'Your hours are logged and wait for approval.',
    approve: (task: string) => `Approve Demo Member: ${task}`,
    approvedStatus: 'Approved',
  },
  de: {
    title: 'Vereinsarbeit',
    task: 'Aufgabe',
    hours: 'Stunden',
    submit: 'Stunden eintragen',
    saved: 'Deine Stunden sind eingetragen und warten auf Bestätigung.',
    approve: (task: string) => `Demo Member: ${task} bestätigen`,
    approvedStatus: 'Bestätigt',
  },
} as const;

async function fitsAndPasses(page: Page): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectNoSeriousA11y(page);
  }
}

describe.each(['en', 'de'] as const)('volunteer hours (%s)', (language) => {
  const t = TEXTS[language];

  it('are logged by the member, approved in the staff area and counted in the progress.', async () => {
    const task = `Garden work (${language})`;
    const member = await as(DEMO, language);
    const page = await member.newPage();
    await page.goto('/volunteering');
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor({ timeout: SLOW });
    await page.getByRole('textbox', { name: t.task }).fill(task);
    await page.getByRole('textbox', { name: t.hours }).fill(language === 'de' ? '1,5' : '1.5');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.saved).waitFor({ timeout: SLOW });
    await page.getByText(task).waitFor({ timeout: SLOW });
    await fitsAndPasses(page);
    const approvedHours = async () =>
      Number(
        /^[\d.,]+/.exec((await page.locator('.club-volunteering__figures').textContent()) ?? '')![0].replace(',', '.'),
      );
    const before = await approvedHours();

    const staff = await as(COORDINATOR, language);
    const review = await staff.newPage();
    await review.goto('/club/volunteering');
    await review.getByRole('button', { name: t.approve(task) }).waitFor({ timeout: SLOW });
    await fitsAndPasses(review);
    await review.getByRole('button', { name: t.approve(task) }).click();
    await review.getByRole('button', { name: t.approve(task) }).waitFor({ state: 'detached', timeout: SLOW });

    await page.reload();
    await page.locator('li', { hasText: task }).getByText(t.approvedStatus).waitFor({ timeout: SLOW });
    expect(await approvedHours()).toBe(before + 1.5);
    await member.close();
    await staff.close();
  });
});
