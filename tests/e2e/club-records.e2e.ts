// docs/spec.md §12 "Records", "Yearly report" and "Prevention" in the staff area, in English and German,
// at 768 px (a tablet) and 1280 px: the grow manager lists the demo's handovers of a range and
// downloads them as CSV and PDF, opens this year's report with its CSV and PDF, and the prevention
// officer sees the month's figures; no screen scrolls sideways and axe finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { embedWorld, signedInAs } from './embed-helpers.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { SLOW } from './support/portal.ts';
import { sidewaysOverflow } from './support/route-walk.ts';

const world = embedWorld();

const TEXTS = {
  en: {
    records: 'Records',
    from: 'From',
    show: 'Show',
    handovers: 'Handovers',
    csv: 'Download CSV',
    pdf: 'Download PDF',
    report: 'Yearly report',
    reportFor: (year: string) => `Report for ${year},`,
    year: 'Year',
    byStrain: 'By strain',
    prevention: 'Prevention',
    figures: 'Figures of the month, without names',
  },
  de: {
    records: 'Aufzeichnungen',
    from: 'Von',
    show: 'Anzeigen',
    handovers: 'Abgaben',
    csv: 'CSV herunterladen',
    pdf: 'PDF herunterladen',
    report: 'Jahresbericht',
    reportFor: (year: string) => `Bericht für ${year},`,
    year: 'Jahr',
    byStrain: 'Nach Sorte',
    prevention: 'Prävention',
    figures: 'Zahlen des Monats, ohne Namen',
  },
};

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: SLOW }),
    page.getByRole('button', { name: button }).click(),
  ]);
  return download.suggestedFilename();
}

async function fitsAndPassesAxe(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe.each(['en', 'de'] as const)('the records screens (%s)', (language) => {
  const t = TEXTS[language];

  it.each([768, 1280])('lists and exports the records and the yearly report at %i px', async (width) => {
    const context = await signedInAs(world, 'grow@club.test', language);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/club/records');
    await page.getByRole('heading', { level: 1, name: t.records }).waitFor({ timeout: SLOW });
    await page.getByLabel(t.from).fill('2024-01-01');
    await page.getByRole('button', { name: t.show }).click();
    // the table of the default range is there before the asked range arrives: wait for its rows
    const table = page.getByRole('table', { name: t.handovers });
    await expect.poll(() => table.getByRole('row').count(), { timeout: SLOW }).toBeGreaterThan(1);
    expect(await downloaded(page, t.csv)).toMatch(/^handovers-2024-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloaded(page, t.pdf)).toMatch(/^handovers-2024-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    await fitsAndPassesAxe(page);

    await page.goto('/club/report');
    await page.getByRole('heading', { level: 1, name: t.report }).waitFor({ timeout: SLOW });
    const year = String(new Date().getUTCFullYear());
    await page.getByRole('textbox', { name: t.year }).fill(year);
    await page.getByRole('button', { name: t.show }).click();
    // last year's report (the one due) is on screen first: wait until the asked year's has replaced it
    await page
      .getByRole('status')
      .filter({ hasText: t.reportFor(year) })
      .waitFor({ timeout: SLOW });
    await page.getByRole('table', { name: t.byStrain }).waitFor({ timeout: SLOW });
    expect(await downloaded(page, t.csv)).toMatch(new RegExp(`${year}.*\\.csv$`));
    expect(await downloaded(page, t.pdf)).toMatch(new RegExp(`${year}.*\\.pdf$`));
    await fitsAndPassesAxe(page);
    await context.close();
  });

  it.each([768, 1280])('shows the prevention officer the month’s figures at %i px', async (width) => {
    const context = await signedInAs(world, 'prevention@club.test', language);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/club/prevention');
    await page.getByRole('heading', { level: 1, name: t.prevention }).waitFor({ timeout: SLOW });
    await page.getByRole('table', { name: t.figures }).waitFor({ timeout: SLOW });
    await fitsAndPassesAxe(page);
    await context.close();
  });
});
