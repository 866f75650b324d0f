import type { AddressInfo } from 'node:net';
import { buildEmbed } from './tests/build/embed-output.ts';
import { launchBrowser } from './tests/e2e/support/browser.ts';
import { mountPage, serve } from './bench/embed-mount-page.ts';
const embed = await buildEmbed();
const files: Record<string, any> = {
  '/bell.html': {
    type: 'text/html',
    body: mountPage('club-widgets.js', ['club-notification-bell'], 'data-locale="en"'),
  },
};
for (const f of embed.values())
  files[`/${f.fileName}`] = {
    type: 'text/javascript',
    body: f.fileName.startsWith('loader')
      ? `performance.mark('loader-eval');${f.code};performance.mark('loader-done');`
      : f.fileName === 'club-widgets.js'
        ? `performance.mark('tag-eval');${f.code}`
        : f.code,
  };
const server = await serve(files);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
for (const rate of [4, 4]) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await tab.goto(`${base}/bell.html`);
  await tab.waitForFunction(() => typeof (window as any).t1 === 'number');
  const r = await tab.evaluate(() => ({
    t0: (window as any).t0,
    t1: (window as any).t1,
    dcl:
      performance.getEntriesByType('navigation')[0] &&
      (performance.getEntriesByType('navigation')[0] as any).domContentLoadedEventStart,
    marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
    res: performance
      .getEntriesByType('resource')
      .map((e: any) => [e.name.split('/').pop(), Math.round(e.startTime), Math.round(e.responseEnd)]),
  }));
  console.log(rate, JSON.stringify(r));
  await context.close();
}
await browser.close();
server.close();
