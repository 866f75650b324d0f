// The widgets' weight is paid by every visitor of a club's website: budgets per file and per page,
// gzip -9 (bytes are deterministic), on the production build (tests/build/embed-output.ts says
// which files a page fetches). `npm run bench -- sizes` prints the same figures beside the
// published libraries' own sizes. Issue 11 sets the loader, page and realtime budgets.
import { describe, expect, it } from 'vitest';
import { builtEmbed } from './built.ts';
import {
  CLIENT,
  gzipOf,
  loaderFiles,
  partFiles,
  REALTIME,
  SIGN_IN,
  signedInPage,
  signedOutPage,
  WIDGET_PARTS,
  type EmbedOutput,
} from './embed-output.ts';

const KB = 1024;
const output: EmbedOutput = builtEmbed();

const names = (files: Iterable<{ fileName: string }>) => [...files].map((file) => file.fileName);

describe('the embed build', () => {
  it('keeps the loader (club-widgets.js, the loader and what it imports) within 20 KB gzip', () => {
    expect(gzipOf(loaderFiles(output))).toBeLessThanOrEqual(20 * KB);
  });

  it('keeps each widget part within 8 KB gzip beyond what the loader brings', () => {
    for (const source of Object.values(WIDGET_PARTS)) {
      const own = [...partFiles(output, source)].filter((file) => file.facade === source);
      expect({ source, gzip: gzipOf(own) }).toEqual({ source, gzip: expect.toSatisfy((n: number) => n <= 8 * KB) });
    }
  });

  it('keeps the sign-in form within 6 KB gzip and the API client within 14 KB gzip', () => {
    expect(gzipOf([...partFiles(output, SIGN_IN)].filter((file) => file.facade === SIGN_IN))).toBeLessThanOrEqual(
      6 * KB,
    );
    expect(gzipOf([...partFiles(output, CLIENT)].filter((file) => file.modules.includes(CLIENT)))).toBeLessThanOrEqual(
      14 * KB,
    );
  });

  it('keeps the realtime client (pusher-js and laravel-echo as published) within 20 KB gzip', () => {
    expect(gzipOf(partFiles(output, REALTIME))).toBeLessThanOrEqual(20 * KB);
  });

  it('serves a signed-out visitor’s page with all four widgets within 25 KB gzip, without the realtime client', () => {
    const page = signedOutPage(output);
    expect(gzipOf(page)).toBeLessThanOrEqual(25 * KB);
    expect(names(page)).not.toContain(names(partFiles(output, REALTIME))[0]);
  });

  it('serves a signed-in member’s page with all four widgets in a tab that follows another tab’s connection within 60 KB gzip', () => {
    const realtime = partFiles(output, REALTIME);
    expect(gzipOf([...signedInPage(output)].filter((file) => !realtime.has(file)))).toBeLessThanOrEqual(60 * KB);
  });

  // Issue 11 asks 60 KB for this page too (still open): the libraries as published are 35.5 KB of
  // it (pusher-js and laravel-echo 18 KB) and the texts 4.3 KB; issue 15's shared popup placement,
  // relative-time clock, plural forms and verification wording added ~1.4 KB. This guards it from
  // growing while that is open (npm run bench -- sizes prints the figure).
  it('serves a signed-in member’s page with all four widgets in the tab that holds the connection within 69 KB gzip', () => {
    expect(gzipOf(signedInPage(output))).toBeLessThanOrEqual(69 * KB);
  });
});
