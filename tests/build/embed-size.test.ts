// The widgets' weight is paid by every visitor of a club's website: budgets per file and per page,
// gzip -9 (bytes are deterministic), on the production build (tests/build/embed-output.ts says
// which files a page fetches). `npm run bench -- sizes` prints the same figures beside the
// published libraries' own sizes. The loader, page and realtime budgets are docs/spec.md §9's.
import { describe, expect, it } from 'vitest';
import { builtEmbed } from './built.ts';
import {
  BELL_DROPDOWN,
  CLASS_ICONS,
  CLIENT,
  fileOf,
  gzipOf,
  inGerman,
  loaderFiles,
  MENU_BUTTON,
  partFiles,
  REALTIME,
  SIGN_IN,
  signedInPage,
  signedOutPage,
  textsLanguage,
  WIDGET_PARTS,
  widgetCodeGzip,
  type EmbedOutput,
} from './embed-output.ts';

const KB = 1024;
const output: EmbedOutput = builtEmbed();

const names = (files: Iterable<{ fileName: string }>) => [...files].map((file) => file.fileName);

describe('the embed build', () => {
  it('keeps the loader (club-widgets.js, the loader and what it imports) within 20 KB gzip', () => {
    expect(gzipOf(loaderFiles(output))).toBeLessThanOrEqual(20 * KB);
  });

  // The five widgets travel in one file with the API client (rollup.config.mjs): each widget's own
  // code is measured as rollup rendered it into that file, before minifying.
  it('keeps each widget’s own code within 8 KB gzip', () => {
    for (const name of Object.keys(WIDGET_PARTS) as (keyof typeof WIDGET_PARTS)[]) {
      const gzip = widgetCodeGzip(output, name);
      expect({ name, gzip }).toEqual({ name, gzip: expect.toSatisfy((n: number) => n > 0 && n <= 8 * KB) });
    }
  });

  it('keeps the sign-in form within 6 KB gzip', () => {
    expect(gzipOf([...partFiles(output, SIGN_IN)].filter((file) => file.facade === SIGN_IN))).toBeLessThanOrEqual(
      6 * KB,
    );
  });

  // 22.5 KB: docs/spec.md §9, the bell's archive and categories (20,048 B before them), the events
  // widget (21,141 B before it).
  it('keeps the API client with the five widgets (one file) within 22.5 KB gzip', () => {
    const client = fileOf(output, CLIENT);
    expect(Object.values(WIDGET_PARTS).filter((source) => !client.modules.includes(source))).toEqual([]);
    expect(client.gzip).toBeLessThanOrEqual(22.5 * KB);
  });

  it('keeps the realtime client (pusher-js and laravel-echo as published) within 20 KB gzip', () => {
    expect(gzipOf(partFiles(output, REALTIME))).toBeLessThanOrEqual(20 * KB);
  });

  // docs/spec.md §9 "One file of texts": the prompts' popover and the sign-in come on interest
  it('serves a signed-out visitor’s page with every widget, public news included, within 25 KB gzip, without the API or realtime client or the popups’ code', () => {
    const page = signedOutPage(output);
    expect(gzipOf(page)).toBeLessThanOrEqual(25 * KB);
    expect(names(page)).not.toContain(fileOf(output, CLIENT).fileName);
    expect(names(page)).not.toContain(names(partFiles(output, REALTIME))[0]);
    expect(names(page)).not.toContain(fileOf(output, MENU_BUTTON).fileName);
  });

  it('serves a signed-in member’s page with all five widgets in a tab that follows another tab’s connection within 48 KB gzip', () => {
    const realtime = partFiles(output, REALTIME);
    expect(gzipOf([...signedInPage(output)].filter((file) => !realtime.has(file)))).toBeLessThanOrEqual(48 * KB);
  });

  // The bell's popups (with the menu button that opens them) and the sign-in form come on
  // interaction; docs/spec.md §9 "One file of texts".
  it('serves a signed-in member’s page with all five widgets in the tab that holds the connection within 64 KB gzip, without the popups’ code', () => {
    expect(gzipOf(signedInPage(output))).toBeLessThanOrEqual(64 * KB);
    expect(names(signedInPage(output))).not.toContain(fileOf(output, MENU_BUTTON).fileName);
  });

  it('serves that page in German within 64 KB gzip, with one file of texts and none of them English', () => {
    const german = inGerman(output, signedInPage(output));
    expect([...german].map(textsLanguage).filter(Boolean)).toEqual(['de']);
    expect(gzipOf(german)).toBeLessThanOrEqual(64 * KB);
  });

  it('serves a signed-out visitor’s page in German within 25 KB gzip, with one file of texts and none of them English', () => {
    const german = inGerman(output, signedOutPage(output));
    expect([...german].map(textsLanguage).filter(Boolean)).toEqual(['de']);
    expect(gzipOf(german)).toBeLessThanOrEqual(25 * KB);
  });

  it('serves each page in English with one file of texts and none of them German', () => {
    for (const page of [signedInPage(output), signedOutPage(output)])
      expect([...page].map(textsLanguage).filter(Boolean)).toEqual(['en']);
  });

  it('fetches the notification icon set with the bell’s dropdown, not with the first render', () => {
    const page = signedInPage(output);
    expect([...page].filter((file) => file.modules.includes(CLASS_ICONS))).toEqual([]);
    expect(fileOf(output, CLASS_ICONS)).toBe(fileOf(output, BELL_DROPDOWN));
    // all it adds to the page is its own file and the menu button's (docs/spec.md §9 "One file of texts")
    expect(names([...partFiles(output, BELL_DROPDOWN)].filter((file) => !page.has(file))).sort()).toEqual(
      names([fileOf(output, BELL_DROPDOWN), fileOf(output, MENU_BUTTON)]).sort(),
    );
    // 4.5 KB: docs/spec.md §9, the archive view and the category filter (3,735 B before them)
    expect(fileOf(output, BELL_DROPDOWN).gzip).toBeLessThanOrEqual(4.5 * KB);
  });
});
