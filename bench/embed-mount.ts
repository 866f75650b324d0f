// The widgets' mount time in Chromium with the CPU slowed 4x (a mid-range phone), beside a preact
// hello-world custom element measured the same way in the same run. The embed is built here (the
// production build, tests/build/embed-output.ts: club-widgets.js, the loader and its parts) and
// served with the hello-world script by a small local server.
//   "page start -> first render": from an inline script at the top of <head> until each widget's
//     shadow root holds a button with a name (aria-label or text), as the hello-world's does once
//     rendered: what club-widgets.js paints from the persisted session before the loader arrives
//     (the prompts, disabled; for a signed-in member the bell). The limits are the bell at
//     1.5x, all four at 2x the hello-world. The script tag has `defer`, as the examples' tag does, so
//     the elements are in the page when the script runs (download from localhost, parse, run).
//     Signed out, once for the bell alone, once for all four widgets; and the bell of a signed-in
//     member (a session in storage: the first render needs no answer of the API).
//   "page start -> usable": until each widget's shadow root holds an enabled button (the loader's
//     real prompt, which opens the sign-in: the loader, the view, the prompt and the texts have
//     arrived and run), signed out; printed beside the first render, no limit set.
//   "one more": ClubWidgets.mount() of another bell on the running page (its render alone).
import type { AddressInfo } from 'node:net';
import { rollup, type Plugin } from 'rollup';
import type { Browser } from 'playwright-core';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../rollup.config.mjs';
import { buildEmbed } from '../tests/build/embed-output.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { mountPage, serve } from './embed-mount-page.ts';
import { ms, percentile, printSection } from './report.ts';

const RUNS = 15;
const CPU_SLOWDOWN = 4;

// The baseline: preact alone, the same shape of work (custom element, open shadow root, a button).
const HELLO_SOURCE = `
  import { h, render } from 'preact';
  class HelloWorld extends HTMLElement {
    connectedCallback() {
      render(h('button', { type: 'button', 'aria-label': 'Hello' }, 'Hello, world'), this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    }
  }
  customElements.define('hello-world', HelloWorld);
  window.HelloWidgets = { mount(element) { render(h('button', { type: 'button' }, 'Hello again'), element.attachShadow({ mode: 'open' })); } };
`;

/** The hello-world element bundled with the embed's own plugins (preact/compat aliases, terser), one file. */
async function bundleHello(): Promise<string> {
  const plugins = [
    virtualEntry(HELLO_SOURCE),
    ...embedConfig.plugins.filter((plugin: Plugin | false) => plugin && plugin.name !== 'script-tag'),
  ];
  const build = await rollup({ input: 'virtual:hello', plugins, onwarn: () => {} });
  const { output } = await build.generate({ format: 'iife', sourcemap: false });
  await build.close();
  return output[0].code;
}

// The session the portal and the widgets persist on their origin (src/core/session/persisted.ts).
const MEMBER_SESSION = `localStorage.setItem('vuex', JSON.stringify({ session: { isLoggedIn: true, token: 'bench', user: { id: 1, name: 'Bench' } } }));`;

const WIDGET_TAGS = ['club-notification-bell', 'club-wallet-summary', 'club-ticket-indicator', 'club-news-feed'];

const virtualEntry = (source: string): Plugin => ({
  name: 'virtual-entry',
  resolveId: (id) => (id === 'virtual:hello' ? id : null),
  load: (id) => (id === 'virtual:hello' ? source : null),
});

interface Timing {
  /** page start -> painted (a button in each) */
  load: number;
  /** page start -> responding (an enabled button in each) */
  ready: number;
  more: number;
}

type Kind = 'widgets' | 'hello' | 'member';

async function measure(browser: Browser, url: string, kind: Kind): Promise<Timing> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await tab.goto(url);
  // a member's bell turns usable once the API answers, which this page has none for: first render only
  const done = kind === 'member' ? 't1' : 't2';
  await tab.waitForFunction((key) => typeof (window as unknown as Record<string, unknown>)[key] === 'number', done, {
    timeout: 30_000,
  });
  const { load, ready } = await tab.evaluate(() => {
    const { t0, t1, t2 } = window as unknown as { t0: number; t1: number; t2?: number };
    return { load: t1 - t0, ready: (t2 ?? Number.NaN) - t0 };
  });
  if (kind === 'member') {
    await context.close();
    return { load, ready, more: Number.NaN };
  }
  const moreTime = await tab.evaluate((which) => {
    const element = document.getElementById('more')!;
    const scope = window as unknown as {
      ClubWidgets: { mount(e: Element, name: string): void };
      HelloWidgets: { mount(e: Element): void };
    };
    const start = performance.now();
    if (which === 'widgets') scope.ClubWidgets.mount(element, 'notification-bell');
    else scope.HelloWidgets.mount(element);
    if (!element.shadowRoot?.querySelector('button')) throw new Error('the widget did not render');
    return performance.now() - start;
  }, kind);
  await context.close();
  return { load, ready, more: moreTime };
}

export async function benchEmbedMount(): Promise<void> {
  const [embed, hello] = await Promise.all([buildEmbed(), bundleHello()]);
  const js = (body: string) => ({ type: 'text/javascript', body });
  const html = (body: string) => ({ type: 'text/html', body });
  const files: Record<string, { type: string; body: string }> = {
    '/hello.js': js(hello),
    '/bell.html': html(mountPage('club-widgets.js', ['club-notification-bell'], 'data-locale="en"')),
    '/all.html': html(mountPage('club-widgets.js', WIDGET_TAGS, 'data-locale="en"')),
    '/member.html': html(mountPage('club-widgets.js', ['club-notification-bell'], 'data-locale="en"', MEMBER_SESSION)),
    '/hello.html': html(mountPage('hello.js', ['hello-world'])),
    '/hello-4.html': html(
      mountPage('hello.js', ['hello-world']).replace(
        '<hello-world></hello-world>',
        '<hello-world></hello-world>'.repeat(4),
      ),
    ),
  };
  for (const file of embed.values()) files[`/${file.fileName}`] = js(file.code);
  const server = await serve(files);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const bell: Timing[] = [];
  const all: Timing[] = [];
  const baseline: Timing[] = [];
  const baseline4: Timing[] = [];
  const member: Timing[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // interleaved, so a slow moment of the machine hits both
      bell.push(await measure(browser, `${base}/bell.html`, 'widgets'));
      baseline.push(await measure(browser, `${base}/hello.html`, 'hello'));
      all.push(await measure(browser, `${base}/all.html`, 'widgets'));
      baseline4.push(await measure(browser, `${base}/hello-4.html`, 'hello'));
      member.push(await measure(browser, `${base}/member.html`, 'member'));
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  const p = (timings: Timing[], key: keyof Timing, q: number) =>
    ms(
      percentile(
        timings.map((t) => t[key]),
        q,
      ),
    );
  // against the hello-world's first render (its button is usable once rendered)
  const ratio = (a: Timing[], key: keyof Timing, b: Timing[]) =>
    `${(
      percentile(
        a.map((t) => t[key]),
        50,
      ) /
      percentile(
        b.map((t) => t.load),
        50,
      )
    ).toFixed(2)}x`;
  const hw = 'a preact hello-world custom element, same page, same run';
  const hw4 = 'four preact hello-world elements, same run';
  printSection(
    `Widget mount time in Chromium, CPU ${CPU_SLOWDOWN}x slower (CDP), ${RUNS} runs each`,
    [
      {
        figure: 'page start -> bell first render, button named (p50)',
        value: p(bell, 'load', 50),
        baseline: p(baseline, 'load', 50),
        baselineName: hw,
      },
      {
        figure: 'page start -> bell first render, button named (p90)',
        value: p(bell, 'load', 90),
        baseline: p(baseline, 'load', 90),
        baselineName: hw,
      },
      {
        figure: 'bell first render / hello-world (p50)',
        value: ratio(bell, 'load', baseline),
        baseline: '1.5x',
        baselineName: 'the most the limit allows',
      },
      {
        figure: 'page start -> all four first render (p50)',
        value: p(all, 'load', 50),
        baseline: p(baseline4, 'load', 50),
        baselineName: hw4,
      },
      {
        figure: 'all four first render / hello-world (p50)',
        value: ratio(all, 'load', baseline),
        baseline: '2x',
        baselineName: 'the most the limit allows (against one hello-world)',
      },
      {
        figure: 'signed in: bell first render / hello-world (p50)',
        value: ratio(member, 'load', baseline),
        baseline: '1.5x',
        baselineName: 'as signed out',
      },
      {
        figure: 'page start -> bell usable, button enabled (p50)',
        value: p(bell, 'ready', 50),
        baseline: p(baseline, 'load', 50),
        baselineName: hw,
      },
      {
        figure: 'bell usable / hello-world (p50)',
        value: ratio(bell, 'ready', baseline),
        baseline: '-',
        baselineName: 'no limit set (the loader, view, prompt and texts have run)',
      },
      {
        figure: 'all four usable / hello-world (p50)',
        value: ratio(all, 'ready', baseline),
        baseline: '-',
        baselineName: 'no limit set',
      },
      {
        figure: 'one more, ClubWidgets.mount (p50)',
        value: p(bell, 'more', 50),
        baseline: p(baseline, 'more', 50),
        baselineName: `${hw}: render()`,
      },
    ],
    [
      "first render = each widget's shadow root holds a button with a name (aria-label or text), as the hello-world's: the disabled buttons club-widgets.js paints from the persisted session before the loader arrives (signed out: the prompts; signed in: the bell). usable = each holds an enabled button (the loader's prompt, which opens the sign-in). A MutationObserver per shadow root; script tag with defer; embed files served from localhost, no cache.",
    ],
  );
}
