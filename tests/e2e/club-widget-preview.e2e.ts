// docs/spec.md §10 "Widget origins", docs/threats.md T51: the board's widget snippet page shows a live
// preview, the server's stand-in host page in a sandboxed frame under the CSP lines the page tells a
// site to add. The board member sees their own bell in it; a changed option changes the shown tag and
// the preview together; neither page reports a CSP violation; en and de, at 768 and 1280 px.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { embedWorld, signedInAs } from './embed-helpers.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';
import { watchViolations } from './support/csp-violations.ts';

const world = embedWorld();

const TEXTS = {
  en: {
    title: 'Widget sites',
    preview: 'Live preview',
    scriptTag: 'Script tag',
    locale: 'Language of the widgets',
    other: 'German',
    ownColor: 'Own main colour',
    otherCode: 'de',
    bell: /^Notifications/,
    otherBell: /^Benachrichtigungen/,
  },
  de: {
    title: 'Widget-Websites',
    preview: 'Live-Vorschau',
    scriptTag: 'Script-Tag',
    locale: 'Sprache der Widgets',
    other: 'Englisch',
    ownColor: 'Eigene Hauptfarbe',
    otherCode: 'en',
    bell: /^Benachrichtigungen/,
    otherBell: /^Notifications/,
  },
} as const;

/** The preview's frame once its document (the one with the asked `locale`, and `color` if given) is there. */
async function previewFrame(page: Page, locale: string | null, color: string | null = null): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(
      () => {
        found = page.frames().find((frame) => {
          const url = new URL(frame.url(), 'http://x');
          return (
            url.pathname === '/club/widgets/preview' &&
            url.searchParams.get('locale') === locale &&
            url.searchParams.get('color') === color
          );
        });
        return found !== undefined;
      },
      { timeout: SLOW },
    )
    .toBe(true);
  return found!;
}

describe.each(['en', 'de'] as const)('the widget snippet page’s live preview (%s)', (language) => {
  const t = TEXTS[language];

  it.each([768, 1280])(
    'shows the board member’s bell in the preview and follows a changed option in tag and preview at %i px',
    async (width) => {
      const context = await signedInAs(world, 'board@club.test', language);
      const page = await context.newPage();
      const violations = await watchViolations(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/club/widget-origins');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor({ timeout: SLOW });
      const frameElement = page.getByTitle(t.preview);
      expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');

      // The widgets follow the page's language, and show the member signed in to the portal.
      let frame = await previewFrame(page, null);
      await frame.locator('club-notification-bell').getByRole('button', { name: t.bell }).waitFor({ timeout: SLOW });
      expect(await frame.evaluate(() => document.documentElement.lang)).toBe(language);
      const tag = page.getByRole('figure', { name: t.scriptTag }).locator('code');
      expect(await tag.textContent()).not.toContain('data-locale');
      await expectNoSeriousA11y(page);
      expect(await seriousA11yViolations(frame)).toEqual([]);

      // Another language for the widgets: the tag says so, and the preview's bell speaks it.
      await page.getByRole('combobox', { name: t.locale }).selectOption({ label: t.other });
      expect(await tag.textContent()).toContain(`data-locale="${t.otherCode}"`);
      frame = await previewFrame(page, t.otherCode);
      await frame
        .locator('club-notification-bell')
        .getByRole('button', { name: t.otherBell })
        .waitFor({ timeout: SLOW });
      expect(await frame.locator('script[src$="/embed/club-widgets.js"]').getAttribute('data-locale')).toBe(
        t.otherCode,
      );
      await expectNoSeriousA11y(page);
      expect(await seriousA11yViolations(frame)).toEqual([]);

      // A main colour: the preview's stylesheet (its own origin, style-src 'self') sets it on the bell.
      await page.getByRole('checkbox', { name: t.ownColor }).check();
      frame = await previewFrame(page, t.otherCode, '0a7d4f');
      const bell = frame.locator('club-notification-bell');
      await bell.getByRole('button', { name: t.otherBell }).waitFor({ timeout: SLOW });
      expect(
        await bell.evaluate((element) => getComputedStyle(element).getPropertyValue('--club-color-primary').trim()),
      ).toBe('#0a7d4f');

      expect(violations).toEqual([]);
      // ...and the watcher does hear the preview: a picture from elsewhere is refused there and reported.
      await frame.evaluate(() => {
        new Image().src = 'https://elsewhere.invalid/x.png';
      });
      await expect.poll(() => violations.length, { timeout: SLOW }).toBe(1);
      expect(violations).toEqual(['/club/widgets/preview: img-src https://elsewhere.invalid/x.png']);
      await context.close();
    },
  );
});
