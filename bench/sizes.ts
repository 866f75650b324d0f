// The widgets' files (the production embed build, in this run) beside the published libraries they
// carry, each library's own minified file gzipped the same way: what a page downloads, and how much
// of it is the libraries as their authors ship them. npm test fails the budgets
// (tests/build/embed-size.test.ts); this prints the figures.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  BELL_DROPDOWN,
  buildEmbed,
  CLIENT,
  fileOf,
  gzipOf,
  inGerman,
  loaderFiles,
  partFiles,
  PROMPT,
  REALTIME,
  SIGN_IN,
  signedInPage,
  signedOutPage,
  VIEW,
  WIDGET_PARTS,
  widgetCodeGzip,
} from '../tests/build/embed-output.ts';
import { kb, printSection, recordAcceptance, type Row } from './report.ts';

// read from node_modules by path: some packages' "exports" do not list their dist files
const gzipFile = (file: string) =>
  gzipSync(readFileSync(new URL(`../node_modules/${file}`, import.meta.url)), { level: 9 }).length;

export async function benchSizes(): Promise<void> {
  const output = await buildEmbed();
  const realtime = gzipFile('pusher-js/dist/worker/pusher.worker.min.js') + gzipFile('laravel-echo/dist/echo.js');
  const ofetch = gzipFile('ofetch/dist/index.mjs') + gzipFile('ufo/dist/index.mjs') + gzipFile('destr/dist/index.mjs');
  const preact =
    gzipFile('preact/dist/preact.mjs') +
    gzipFile('preact/hooks/dist/hooks.mjs') +
    gzipFile('preact/compat/dist/compat.mjs');
  const own = (source: string) =>
    gzipOf([...partFiles(output, source)].filter((file) => file.facade === source || file.modules.includes(source)));

  const published = (bytes: number, what: string) => ({
    baseline: kb(bytes),
    baselineName: `${what}, as published (their own minified files)`,
  });
  const none = { baseline: '', baselineName: '' };
  const rows: Row[] = [
    { figure: 'loader (club-widgets.js + loader + its imports)', value: kb(gzipOf(loaderFiles(output))), ...none },
    {
      figure: 'view (preact, the view, the shared kit)',
      value: kb(fileOf(output, VIEW).gzip),
      ...published(preact, 'preact + hooks + compat'),
    },
    { figure: 'signed-out prompt', value: kb(own(PROMPT)), ...none },
    { figure: 'sign-in form (when a prompt opens)', value: kb(own(SIGN_IN)), ...none },
    {
      figure: 'bell popups: the dropdown with the notification icons, the account menu (on interest)',
      value: kb(fileOf(output, BELL_DROPDOWN).gzip),
      ...none,
    },
    {
      figure: 'API client with the five widgets, one file (ofetch, logout, realtime relay, the widgets)',
      value: kb(own(CLIENT)),
      ...published(ofetch, 'ofetch + ufo + destr'),
    },
    {
      figure: 'realtime client (pusher-js, laravel-echo)',
      value: kb(gzipOf(partFiles(output, REALTIME))),
      ...published(realtime, 'pusher-js worker build + laravel-echo'),
    },
    ...(Object.keys(WIDGET_PARTS) as (keyof typeof WIDGET_PARTS)[]).map((name) => ({
      figure: `widget ${name}: its own code in that file (before minifying)`,
      value: kb(widgetCodeGzip(output, name)),
      ...none,
    })),
    { figure: 'signed-out page, all five widgets', value: kb(gzipOf(signedOutPage(output))), ...none },
    {
      figure: 'signed-out page, all five widgets, in German (its texts included)',
      value: kb(gzipOf(inGerman(output, signedOutPage(output)))),
      ...none,
    },
    {
      figure: 'signed-in page, all five widgets, in German (connection owner, its texts included)',
      value: kb(gzipOf(inGerman(output, signedInPage(output)))),
      ...none,
    },
    {
      figure: 'signed-in page, all five widgets (connection owner)',
      value: kb(gzipOf(signedInPage(output))),
      ...published(realtime + ofetch + preact, 'the libraries in it (preact, ofetch, pusher-js, laravel-echo)'),
    },
    {
      figure: 'signed-in page, a tab following the owner',
      value: kb(gzipOf([...signedInPage(output)].filter((file) => !partFiles(output, REALTIME).has(file)))),
      ...none,
    },
  ];
  // docs/spec.md §9 "One file of texts": each page with all five widgets, in each language
  const KB = 1024;
  const pages = [
    ['a signed-in member’s page, all five widgets', signedInPage(output), 64 * KB],
    ['a signed-out visitor’s page, all five widgets', signedOutPage(output), 25 * KB],
  ] as const;
  for (const [page, files, budget] of pages)
    for (const [language, visit] of [
      ['English', files],
      ['German', inGerman(output, files)],
    ] as const)
      recordAcceptance({
        line: `${page}, in ${language} (gzip -9)`,
        value: `${gzipOf(visit)} B`,
        baseline: '',
        ratio: '',
        target: `<= ${budget / KB} KB (${budget} B)`,
        met: gzipOf(visit) <= budget,
      });
  printSection('Widget files (embed/ bundled into dist/embed/, in this run), gzip -9', rows, [
    'A page downloads the loader, then the parts it needs; pages in English unless they say German. npm test fails the budgets (tests/build/embed-size.test.ts). KB = 1024 bytes.',
  ]);
}
