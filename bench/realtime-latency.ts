// Delivery latency from `club notify` to the DOM of a signed-in portal page in Chromium,
// for 1 and for 200 subscribed clients, beside a raw `ws` broadcast to 1 and 200 clients measured
// in the same run; and the takeover time of the browser's one realtime connection. Figures only:
// nothing here asserts a time.
import { rmSync } from 'node:fs';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { cliHelpProcess, cliProcess, openClubCli } from './realtime-club-notify.ts';
import { measureDeliveries, type Deliveries } from './realtime-deliveries.ts';
import { connectEchoClients, connectTimes, type EchoClients } from './realtime-echo-clients.ts';
import { sessionDocument } from '../tests/e2e/support/signed-in.ts';
import { openPortalPage, type PortalPage } from './realtime-portal-pages.ts';
import { startRawWs, type Broadcasts } from './realtime-raw-ws.ts';
import { takeoverTimes } from './realtime-takeover.ts';
import { latencies, ms, percentile, printSection, type Row } from './report.ts';

const DEMO = 'demo@club.test';
const SAMPLES = 100; // per row: p99 is then the second-highest
const CLI_SAMPLES = 10;
const CLIENTS = 200;
// Chromium pages among the 200 clients, each its own browser context (so its own connection); the
// rest are Node laravel-echo clients. Four portal pages keep 2 cores responsive.
const PAGES = 4;
const TAKEOVERS = 5;
const OPTIONS = { samples: SAMPLES, timeoutMs: 5_000, pauseMs: 100 };

export async function benchRealtimeLatency(): Promise<void> {
  if (!buildIfNeeded()) throw new Error('npm run build failed');
  // The e2e server's environment keeps the general API rate limit out of the bench's reach (the
  // portal pages all call the API as the demo member); channel auth is not counted at all. All
  // ${CLIENTS} clients connect from 127.0.0.1: past the per-IP cap (REALTIME_MAX_CONNECTIONS_PER_IP,
  // 100) a client is refused with 4004, which pusher-js does not retry, and the section waited forever.
  const server = await startServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(CLIENTS + 10) } });
  const cli = openClubCli(server.env, DEMO);
  const browser = await launchBrowser();
  const raw = await startRawWs();
  const pages: PortalPage[] = [];
  let nodeClients: EchoClients | null = null;
  const sockets = async () =>
    ((await (await fetch(`${server.baseURL}/dev/realtime-stats`)).json()) as { sockets: number }).sockets;
  try {
    const sessionDoc = await sessionDocument(server.baseURL, await cli.token(), DEMO);
    const userId = (JSON.parse(sessionDoc) as { session: { user: { id: number } } }).session.user.id;
    // the size of the frame a notification travels in, for the raw broadcast
    const frameBytes = JSON.stringify({
      event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      channel: `private-App.Models.User.${userId}`,
      data: JSON.stringify({
        title: 'bench lx0abcde 99',
        description: 'latency sample',
        class: 'fa fa-bell',
        status: 'info',
        id: crypto.randomUUID(),
        type: 'App\\Notifications\\ClubNotification',
      }),
    }).length;
    const send = (title: string) => cli.notify(title);

    pages.push(await openPortalPage(browser, server.baseURL, sessionDoc));
    const socketsOne = await sockets();
    const one = await measureDeliveries(send, pages, null, OPTIONS);
    const rawOne = await raw.broadcast(1, SAMPLES, frameBytes, OPTIONS.timeoutMs, OPTIONS.pauseMs);
    const viaProcess = await measureDeliveries((title) => cliProcess(server.env, DEMO, title), pages, null, {
      ...OPTIONS,
      samples: CLI_SAMPLES,
    });
    const help: number[] = [];
    for (let i = 0; i < CLI_SAMPLES; i++) help.push(await cliHelpProcess(server.env));

    while (pages.length < PAGES) pages.push(await openPortalPage(browser, server.baseURL, sessionDoc));
    nodeClients = await connectEchoClients(server.baseURL, await cli.token(), userId, CLIENTS - PAGES);
    const socketsMany = await sockets();
    const many = await measureDeliveries(send, pages, nodeClients, OPTIONS);
    const rawMany = await raw.broadcast(CLIENTS, SAMPLES, frameBytes, OPTIONS.timeoutMs, OPTIONS.pauseMs);
    nodeClients.close();
    nodeClients = null;

    const clockError = Math.max(...pages.map((page) => page.clockError));
    await Promise.all(pages.splice(0).map((page) => page.close()));

    const takeovers = await takeoverTimes(browser, server.baseURL, sessionDoc, userId, TAKEOVERS);
    const connects = await connectTimes(server.baseURL, await cli.token(), userId, TAKEOVERS);

    printDeliveries({
      one,
      many,
      viaProcess,
      help,
      rawOne,
      rawMany,
      frameBytes,
      socketsOne,
      socketsMany,
      clockError,
      warnings: cli.warnings,
    });
    const max = (values: number[]) => ms(Math.max(...values));
    printSection(
      `Realtime connection takeover (${TAKEOVERS} runs; the target is within 2 s)`,
      [
        {
          figure: 'owner tab closed -> other tab subscribed again',
          value: `p50 ${ms(percentile(takeovers.times, 50))}, max ${max(takeovers.times)} (${takeovers.times.length}/${TAKEOVERS})`,
          baseline: `p50 ${ms(percentile(connects, 50))}, max ${max(connects)}`,
          baselineName: 'a fresh Node laravel-echo client: connect -> subscribed (the least a new owner does)',
        },
      ],
      [
        `two portal tabs of one browser context; the time ends at the subscription frame as Playwright reports it; runs without a takeover within 10 s: ${takeovers.failed}`,
      ],
    );
  } finally {
    nodeClients?.close();
    await Promise.all(pages.map((page) => page.close()));
    raw.stop();
    await browser.close();
    cli.close();
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(server.databasePath + suffix, { force: true });
  }
}

interface Results {
  one: Deliveries;
  many: Deliveries;
  viaProcess: Deliveries;
  help: number[];
  rawOne: Broadcasts;
  rawMany: Broadcasts;
  frameBytes: number;
  socketsOne: number;
  socketsMany: number;
  clockError: number;
  warnings: string[];
}

function printDeliveries(r: Results): void {
  const rawIs = (n: number) => `raw ws broadcast to ${n} Node ws client${n === 1 ? '' : 's'} (bare ws relay process)`;
  const rows: Row[] = [
    {
      figure: 'club notify -> DOM, 1 subscribed client',
      value: latencies(r.one.dom, r.one.samples),
      baseline: latencies(r.rawOne.each, r.rawOne.expected),
      baselineName: rawIs(1),
    },
    {
      figure: `club notify -> DOM, ${CLIENTS} subscribed clients (the ${PAGES} pages)`,
      value: latencies(r.many.dom, r.many.samples * PAGES),
      baseline: latencies(r.rawMany.each, r.rawMany.expected),
      baselineName: `${rawIs(CLIENTS)}, each client`,
    },
    {
      figure: `club notify -> each of the ${CLIENTS} clients`,
      value: latencies(r.many.each, r.many.samples * CLIENTS),
      baseline: latencies(r.rawMany.each, r.rawMany.expected),
      baselineName: `${rawIs(CLIENTS)}, each client`,
    },
    {
      figure: `club notify -> the last of the ${CLIENTS} clients`,
      value: latencies(r.many.last, r.many.samples),
      baseline: latencies(r.rawMany.last, SAMPLES),
      baselineName: `${rawIs(CLIENTS)}, the last client`,
    },
    {
      figure: '`club notify` process (node start included) -> DOM, 1 client',
      value: latencies(r.viaProcess.dom, r.viaProcess.samples, 90),
      baseline: `p50 ${ms(percentile(r.help, 50))}, p90 ${ms(percentile(r.help, 90))} (${r.help.length})`,
      baselineName: "`club help` process alone (node start, the CLI's imports)",
    },
  ];
  printSection(
    `Realtime delivery latency, \`club notify\` -> DOM of the portal in Chromium (${r.frameBytes}-byte frames)`,
    rows,
    [
      "`club notify` = the CLI's own command (server/cli/commands.ts runCommand) run in the bench process: stored in the server's database, published through its Pusher HTTP trigger API.",
      `DOM = a MutationObserver in a signed-in portal page (dropdown open) notes the title; page clocks matched to the bench's within ${ms(r.clockError)}.`,
      `1 client: 1 Chromium page (server: ${r.socketsOne} websocket). ${CLIENTS} clients: ${PAGES} Chromium pages, each its own browser context, + ${CLIENTS - PAGES} Node laravel-echo/pusher-js clients (server: ${r.socketsMany} websockets).`,
      `(got/expected) counts deliveries, one per client per notification; ${OPTIONS.samples} notifications per row, one at a time, ${OPTIONS.pauseMs} ms apart; not there within ${OPTIONS.timeoutMs / 1000} s = missed.`,
      `missed: 1 client ${r.one.missedDom}; ${CLIENTS} clients ${r.many.missedEach} (in the pages' DOM ${r.many.missedDom}); CLI process ${r.viaProcess.missedDom}; raw ws ${r.rawOne.missed} and ${r.rawMany.missed}.`,
      ...r.warnings.map((warning) => `club notify warned: ${warning}`),
    ],
  );
}
