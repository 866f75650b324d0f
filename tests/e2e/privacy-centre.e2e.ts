// docs/spec.md §11, the privacy centre in the browser, in English and German at 360 and 1280 px: the
// demo member's consents and their history, what a deletion keeps and why hers cannot close yet,
// the download of her data as a ZIP; axe finds nothing serious.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { club, DEMO, embedWorld } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const world = embedWorld();

const TEXTS = {
  en: {
    heading: 'Your consents',
    history: 'History of your consents',
    kept: /Handovers of cannabis to you \(\d+ records?\)/,
    blocked: 'Before your account can close:',
    balance: 'Withdraw your wallet balance.',
    download: 'Download my data (ZIP)',
  },
  de: {
    heading: 'Deine Einwilligungen',
    history: 'Verlauf deiner Einwilligungen',
    kept: /Abgaben von Cannabis an dich \(\d+ Einträge?\)/,
    blocked: 'Bevor dein Konto geschlossen werden kann:',
    balance: 'Lass dir dein Wallet-Guthaben auszahlen.',
    download: 'Meine Daten herunterladen (ZIP)',
  },
} as const;

describe.each(['en', 'de'] as const)('the privacy centre (%s)', (language) => {
  const t = TEXTS[language];

  it('shows consents, history and what a deletion keeps at 360 and 1280 px, and downloads the data as a ZIP.', async () => {
    const token = await club(world.server, 'token', DEMO);
    const context = await contextWithSession(
      world.browser,
      world.server.baseURL,
      await sessionDocument(world.server.baseURL, token, DEMO, language),
    );
    const page = await context.newPage();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/settings/privacy');
      await page.getByRole('heading', { name: t.heading, exact: true }).waitFor({ timeout: SLOW });
      await page.getByRole('heading', { name: t.history }).waitFor();
      await page.getByText(t.kept).waitFor();
      await page.getByText(t.blocked).waitFor();
      await page.getByText(t.balance).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await expectNoSeriousA11y(page);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: SLOW }),
      page.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^member-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(readFileSync((await download.path())!));
    const data = JSON.parse(strFromU8(files['member-data.json']!));
    expect(data.tables.users[0].email).toBe(DEMO);
    expect(strFromU8(files['member-data.pdf']!.subarray(0, 5))).toBe('%PDF-');
    await context.close();
  });
});
