// The bell's mount time in Chromium with the CPU slowed 4x (a mid-range phone), beside a preact
// hello-world custom element measured the same way in the same run. Both scripts are bundled here by
// rollup with the embed's own plugins (no dist/ needed) and served by a small local server.
//   "page start -> rendered": from an inline script at the top of <head> until the widget's shadow
//     root holds its rendered button. The script tag has `defer`, as the examples' tag does, so the
//     element is in the page when the script runs (download from localhost, parse, run, texts,
//     custom elements, first render); signed out.
//   "one more": ClubWidgets.mount() of another bell on the running page (its render alone).
import type { AddressInfo } from 'node:net';
import { rollup, type Plugin } from 'rollup';
import type { Browser } from 'playwright-core';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../rollup.config.mjs';
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

async function bundle(input: string, plugins: Plugin[] = []): Promise<string> {
  const build = await rollup({ ...embedConfig, input, plugins: [...plugins, ...embedConfig.plugins], onwarn: () => {} });
  const { output } = await build.generate({ ...embedConfig.output, sourcemap: false });
  await build.close();
  return output[0].code;
}

const virtualEntry = (source: string): Plugin => ({
  name: 'virtual-entry',
  resolveId: (id) => (id === 'virtual:hello' ? id : null),
  load: (id) => (id === 'virtual:hello' ? source : null),
});

interface Timing {
  load: number;
  more: number;
}

type Kind = 'bell' | 'hello';

async function measure(browser: Browser, url: string, kind: Kind): Promise<Timing> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await tab.goto(url);
  await tab.waitForFunction(() => typeof (window as unknown as { t1?: number }).t1 === 'number', null, { timeout: 30_000 });
  const load = await tab.evaluate(() => (window as unknown as { t1: number; t0: number }).t1 - (window as unknown as { t0: number }).t0);
  const moreTime = await tab.evaluate((which) => {
    const element = document.getElementById('more')!;
    const scope = window as unknown as { ClubWidgets: { mount(e: Element, name: string): void }; HelloWidgets: { mount(e: Element): void } };
    const start = performance.now();
    if (which === 'bell') scope.ClubWidgets.mount(element, 'notification-bell');
    else scope.HelloWidgets.mount(element);
    if (!element.shadowRoot?.querySelector('button')) throw new Error('the widget did not render');
    return performance.now() - start;
  }, kind);
  await context.close();
  return { load, more: moreTime };
}

export async function benchEmbedMount(): Promise<void> {
  const [widgets, hello] = await Promise.all([bundle(embedConfig.input), bundle('virtual:hello', [virtualEntry(HELLO_SOURCE)])]);
  const js = (body: string) => ({ type: 'text/javascript', body });
  const html = (body: string) => ({ type: 'text/html', body });
  const server = await serve({
    '/club-widgets.js': js(widgets),
    '/hello.js': js(hello),
    '/bell.html': html(mountPage('club-widgets.js', 'club-notification-bell', 'data-locale="en"')),
    '/hello.html': html(mountPage('hello.js', 'hello-world')),
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const bell: Timing[] = [];
  const baseline: Timing[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // interleaved, so a slow moment of the machine hits both
      bell.push(await measure(browser, `${base}/bell.html`, 'bell'));
      baseline.push(await measure(browser, `${base}/hello.html`, 'hello'));
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  const p = (timings: Timing[], key: keyof Timing, q: number) => ms(percentile(timings.map((t) => t[key]), q));
  const hw = 'a preact hello-world custom element, same page, same run';
  printSection(`Bell mount time in Chromium, CPU ${CPU_SLOWDOWN}x slower (CDP), ${RUNS} runs each (signed out)`, [
    { figure: 'page start -> bell rendered (p50)', value: p(bell, 'load', 50), baseline: p(baseline, 'load', 50), baselineName: hw },
    { figure: 'page start -> bell rendered (p90)', value: p(bell, 'load', 90), baseline: p(baseline, 'load', 90), baselineName: hw },
    { figure: 'one more, ClubWidgets.mount (p50)', value: p(bell, 'more', 50), baseline: p(baseline, 'more', 50), baselineName: `${hw}: render()` },
  ], ['rendered = the widget\'s shadow root holds its button (a MutationObserver on the shadow root); script tag with defer.']);
}
