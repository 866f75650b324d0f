// Browser journeys of the Growing module: a reservation within the quota moves the meter;
// young@club.test (20) cannot reserve a 15 % THC strain, in English and German; young@club.test
// cannot lift her limits by changing the date of birth the club checked, and `club dispense`
// refuses her a strong strain (docs/threats.md T26).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';
import { club, clubExit, DEMO, type ServerTarget } from './embed-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const YOUNG = 'young@club.test';
const shared = (): ServerTarget => ({
  baseURL: inject('baseURL'),
  port: inject('port'),
  databasePath: inject('databasePath'),
});

async function memberContext(server: ServerTarget, email: string, language: 'en' | 'de') {
  const token = await club(server, 'token', email);
  const doc = JSON.parse(await sessionDocument(server.baseURL, token, email));
  doc.session.language = language;
  return { token, context: await contextWithSession(browser, server.baseURL, JSON.stringify(doc)) };
}

/** The grams a quota meter shows as used ('2 g of 25 g' → 2). */
async function usedGrams(page: Page, meter: 'day' | 'month'): Promise<number> {
  const text = (await page.locator(`#club-growing-quota-${meter}`).textContent())!.replace(/\s/g, '');
  return Number(/([\d.]+)gof(25|50|30)g$/.exec(text)![1]);
}

/** The Europe/Berlin calendar day of an instant, 'YYYY-MM-DD'. */
const berlinDay = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(at));

describe('growing journeys', () => {
  it('reserves a pickup within the quota and the meters of its Berlin day and month move', async () => {
    const server = shared();
    const { context } = await memberContext(server, DEMO, 'en');
    try {
      const page = await context.newPage();
      await page.goto('/growing/sale');
      await page.getByRole('combobox', { name: /^Strain/ }).waitFor({ timeout: 20_000 });
      await page
        .locator('#club-growing-quota-day')
        .getByText(/ g of 25 g$/)
        .waitFor();
      const [day, month] = [await usedGrams(page, 'day'), await usedGrams(page, 'month')];
      await page.getByRole('combobox', { name: /^Strain/ }).selectOption({ label: 'Gentle Green' });
      await page.getByRole('textbox', { name: /^Grams/ }).fill('2');
      // A reservation counts on its pickup's Berlin day and month (server/modules/growing/quota.ts):
      // today's slot when one is left, else this month's, else (a month's last evening) the next.
      const slot = page.getByRole('combobox', { name: /^Pickup/ });
      const slots = (await slot
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        )) as string[];
      const today = berlinDay(new Date().toISOString());
      const chosen =
        slots.find((at) => berlinDay(at) === today) ??
        slots.find((at) => berlinDay(at).slice(0, 7) === today.slice(0, 7)) ??
        slots[0]!;
      await slot.selectOption(chosen);
      await page.getByRole('button', { name: 'Reserve', exact: true }).click();
      await expect.poll(() => page.getByRole('textbox', { name: /^Grams/ }).inputValue(), { timeout: 10_000 }).toBe('');
      const moved = (same: boolean) => (same ? 2 : 0);
      await expect
        .poll(async () => [await usedGrams(page, 'day'), await usedGrams(page, 'month')], { timeout: 10_000 })
        .toEqual([
          day + moved(berlinDay(chosen) === today),
          month + moved(berlinDay(chosen).slice(0, 7) === today.slice(0, 7)),
        ]);
    } finally {
      await context.close();
    }
  });

  for (const [language, reason, submitted] of [
    [
      'en',
      'Not for members under 21 (more than 10 % THC).',
      'Members under 21 may only receive strains with at most 10 % THC.',
    ],
    [
      'de',
      'Nicht für Mitglieder unter 21 (mehr als 10 % THC).',
      'Mitglieder unter 21 dürfen nur Sorten mit höchstens 10 % THC erhalten.',
    ],
  ] as const) {
    it(`keeps young@club.test from reserving a 15 % THC strain (${language})`, async () => {
      const server = shared();
      const { token, context } = await memberContext(server, YOUNG, language);
      try {
        const page = await context.newPage();
        await page.goto('/growing/sale');
        await page.getByText(reason).first().waitFor({ timeout: 20_000 });
        const strain = page.getByRole('combobox', { name: language === 'en' ? /^Strain/ : /^Sorte/ });
        const option = strain.locator('option', { hasText: 'Northern Lights' });
        expect(await option.isDisabled()).toBe(true);
        await page
          .getByText(language === 'en' ? '0 g of 30 g' : '0 g von 30 g')
          .first()
          .waitFor();
        // The server refuses it too, in the member's language.
        const strains = (
          await (
            await fetch(`${server.baseURL}/api/growing/strains`, {
              headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
            })
          ).json()
        ).data as { id: number; name: string }[];
        const slots = (
          await (
            await fetch(`${server.baseURL}/api/growing/slots`, {
              headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
            })
          ).json()
        ).data as { at: string }[];
        const res = await fetch(`${server.baseURL}/api/growing/reservations`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'Accept-Language': language,
            Authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({
            strain_id: strains.find((s) => s.name === 'Northern Lights')!.id,
            grams: 1,
            slot: slots[0]!.at,
          }),
        });
        expect(res.status).toBe(422);
        expect((await res.json()).errors.strain_id).toEqual([submitted]);
      } finally {
        await context.close();
      }
    });
  }

  it('refuses young@club.test a change of the date of birth the club checked; strong strains stay unavailable and `club dispense` refuses', async () => {
    const server = shared();
    const { context } = await memberContext(server, YOUNG, 'en');
    try {
      const page = await context.newPage();
      await page.goto('/settings/date-of-birth');
      await page
        .getByText(/^The club checked your date of birth \(.+\) on your ID card on /)
        .waitFor({ timeout: 20_000 });
      const field = page.getByRole('textbox', { name: /^Date of birth/ });
      await field.fill('1990-01-01');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByText(
          'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.',
        )
        .waitFor({ timeout: 10_000 });

      await page.goto('/growing/sale');
      const strain = page.getByRole('combobox', { name: /^Strain/ });
      await strain.waitFor({ timeout: 20_000 });
      expect(await strain.locator('option', { hasText: 'Lemon Haze' }).isDisabled()).toBe(true);
      await page.getByText('0 g of 30 g').first().waitFor();

      const strains = (await club(server, 'strain:stock')).split('\n').map((line) => line.split('\t'));
      const lemon = strains.find(([, name]) => name === 'Lemon Haze')![0]!;
      expect(await clubExit(server, 'dispense', YOUNG, '--strain', lemon, '--grams', '1', '--id-seen')).toMatchObject({
        code: 1,
        stderr: 'Members under 21 may only receive strains with at most 10 % THC.',
      });
    } finally {
      await context.close();
    }
  });
});
