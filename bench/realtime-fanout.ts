// Realtime fan-out to 1,000 clients and the server's memory per 1,000 idle sockets, each
// beside a bare `ws` relay process measured in the same run. Our side: 1,000 pusher-protocol `ws`
// clients subscribed to the public channel `news` of the server npm start runs, events published
// through its Pusher HTTP trigger API (as Laravel publishes). Raw side: 1,000 `ws` clients of a
// relay that sends each frame of one sender to every other client. Latency = trigger call (or the
// sender's send) -> a client's frame, every client, every event. Memory = the process's resident
// set (VmRSS) with the clients connected, minus before. Figures only: nothing here asserts.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { WebSocket } from 'ws';
import { PROJECT_ROOT } from '../server/bootstrap.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { withDemoSecrets } from '../server/demo-secrets.ts';
import { createRemoteBroadcaster } from '../server/realtime/broadcasting.ts';
import { freePort, startServer } from '../tests/e2e/support/server.ts';
import { clock } from './realtime-club-notify.ts';
import { kb, latencies, ms, percentile, printSection, recordAcceptance, recordResult } from './report.ts';

const CLIENTS = 1000;
const EVENTS = 30;
const PAUSE_MS = 100;
const TIMEOUT_MS = 10_000;
const BATCH = 50;

const RELAY = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: Number(process.argv[1]), host: '127.0.0.1' });
wss.on('connection', (ws) => ws.on('message', (data) => { for (const c of wss.clients) if (c !== ws) c.send(data.toString()); }));
wss.on('listening', () => console.log('ready'));
`;

/** Resident set of a process in bytes (Linux /proc). */
function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

interface Clients {
  sockets: WebSocket[];
  /** Per client: event id -> arrival time. */
  arrivals: Map<string, number>[];
}

/** Opens `count` clients in batches; `ready` resolves a socket once it is usable (subscribed). */
async function openClients(count: number, url: string, ready: (ws: WebSocket) => Promise<void>): Promise<Clients> {
  const clients: Clients = { sockets: [], arrivals: [] };
  for (let start = 0; start < count; start += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, async () => {
        const ws = new WebSocket(url, { perMessageDeflate: false });
        // listening from the start: the server's first frame may come in the same read as the upgrade
        const usable = ready(ws);
        await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
        await usable;
        return ws;
      }),
    );
    for (const ws of batch) {
      const mine = new Map<string, number>();
      // ids are found in the raw frame text: no JSON work in the clients, alike on both sides
      ws.on('message', (data) => {
        const match = /fan-[0-9a-z]+-\d+/.exec(String(data));
        if (match) mine.set(match[0], clock());
      });
      clients.sockets.push(ws);
      clients.arrivals.push(mine);
    }
  }
  return clients;
}

/** Pusher protocol: connection_established, then subscribe to the public channel and wait for it. */
function subscribeNews(ws: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription within 30 s')), 30_000);
    ws.on('message', function onFrame(data) {
      const frame = JSON.parse(String(data)) as { event: string; data?: unknown };
      if (frame.event === 'pusher:error') {
        clearTimeout(timer);
        reject(new Error(`the server refused a client: ${JSON.stringify(frame.data)}`));
      }
      if (frame.event === 'pusher:connection_established')
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
      if (frame.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        ws.off('message', onFrame);
        resolve();
      }
    });
  });
}

interface Fan {
  each: number[];
  last: number[];
  missed: number;
}

/** One event to every client of `clients`: the latency of each, and of the last. */
async function fanOnce(clients: Clients, id: string, send: (id: string) => Promise<void> | void, fan: Fan) {
  const started = clock();
  await send(id);
  while (clients.arrivals.some((mine) => !mine.has(id)) && clock() - started < TIMEOUT_MS)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const got = clients.arrivals.flatMap((mine) => (mine.has(id) ? [mine.get(id)! - started] : []));
  fan.each.push(...got);
  fan.missed += clients.sockets.length - got.length;
  if (got.length === clients.sockets.length) fan.last.push(Math.max(...got));
}

/** Events to ours and to the raw relay in alternation, so load from elsewhere falls on both alike. */
async function measure(
  sides: { clients: Clients; tag: string; send: (id: string) => Promise<void> | void }[],
): Promise<Fan[]> {
  const fans = sides.map(() => ({ each: [] as number[], last: [] as number[], missed: 0 }));
  for (let i = 0; i < EVENTS; i++) {
    for (const [index, side] of sides.entries()) {
      await fanOnce(side.clients, `fan-${side.tag}-${i}`, side.send, fans[index]!);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
  return fans;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

export async function benchRealtimeFanout(): Promise<void> {
  // 1,000 clients from one IP: past the per-IP cap a deployment keeps (REALTIME_MAX_CONNECTIONS_PER_IP)
  const server = await startServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(CLIENTS + 10) } });
  const relayPort = await freePort();
  const relay: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', RELAY, String(relayPort)], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ours: Clients | null = null;
  let raw: Clients | null = null;
  try {
    await new Promise<void>((resolve) => relay.stdout!.once('data', () => resolve()));
    // the server's Pusher key: demo mode generates it beside the database (server/demo-secrets.ts)
    const loaded = loadConfig({ env: server.env, envFile: path.join(PROJECT_ROOT, '.env') });
    const db = openDatabase(server.databasePath);
    const config = withDemoSecrets(loaded, db, quiet, path.dirname(server.databasePath));
    db.close();
    const broadcaster = createRemoteBroadcaster(config, quiet);
    const url = `ws://127.0.0.1:${server.port}/app/${config.pusher.key}?protocol=7&client=js&version=8.6.0&flash=false`;

    await settle();
    const oursBefore = rss(server.process.pid!);
    ours = await openClients(CLIENTS, url, subscribeNews);
    await settle();
    const oursMemory = rss(server.process.pid!) - oursBefore;

    const rawBefore = rss(relay.pid!);
    const sender = new WebSocket(`ws://127.0.0.1:${relayPort}`);
    await new Promise((resolve) => sender.once('open', resolve));
    raw = await openClients(CLIENTS, `ws://127.0.0.1:${relayPort}`, async () => {});
    await settle();
    const rawMemory = rss(relay.pid!) - rawBefore;
    // a frame of the size of ours: the trigger API's event frame on `news`
    const frame = (id: string) =>
      JSON.stringify({ event: 'App\\Events\\PostPublished', channel: 'news', data: JSON.stringify({ id }) });
    const [oursFan, rawFan] = await measure([
      {
        clients: ours,
        tag: 'ours',
        send: (id) => broadcaster.broadcast(['news'], 'App\\Events\\PostPublished', { id }),
      },
      { clients: raw, tag: 'raw', send: (id) => sender.send(frame(id)) },
    ]);
    sender.close();
    ours.sockets.forEach((ws) => ws.close());
    ours = null;

    const p99 = (values: number[]) => percentile(values, 99);
    printSection(
      `Realtime fan-out to ${CLIENTS.toLocaleString('en')} clients (${EVENTS} events each to ours and to the relay, alternating, one at a time, ${PAUSE_MS} ms apart)`,
      [
        {
          figure: `trigger API -> each of ${CLIENTS} pusher clients on 'news'`,
          value: latencies(oursFan.each, EVENTS * CLIENTS),
          baseline: latencies(rawFan.each, EVENTS * CLIENTS),
          baselineName: `bare ws relay process -> each of ${CLIENTS} ws clients`,
        },
        {
          figure: `trigger API -> the last of the ${CLIENTS}`,
          value: latencies(oursFan.last, EVENTS),
          baseline: latencies(rawFan.last, EVENTS),
          baselineName: 'bare ws relay, the last client',
        },
        {
          figure: `server memory per ${CLIENTS} idle sockets (VmRSS)`,
          value: kb(oursMemory),
          baseline: kb(rawMemory),
          baselineName: `bare ws relay process, ${CLIENTS} idle sockets`,
        },
      ],
      [
        `p99 ratio (each client): ${(p99(oursFan.each) / p99(rawFan.each)).toFixed(2)}x; the target is <= 2x. Missed (not there within ${TIMEOUT_MS / 1000} s): ours ${oursFan.missed}, raw ${rawFan.missed}.`,
        'Clients run in the bench process on the same cores as both servers; ours subscribe with the pusher protocol (public channel, no auth).',
      ],
    );
    const ratio = p99(oursFan.each) / p99(rawFan.each);
    recordAcceptance({
      information: true,
      line: `fan-out to ${CLIENTS} clients: p99 <= 2x raw ws`,
      value: ms(p99(oursFan.each)),
      baseline: ms(p99(rawFan.each)),
      ratio: `${ratio.toFixed(2)}x`,
      target: '<= 2.00x',
      met: ratio <= 2 && oursFan.missed === 0,
    });
    recordResult('realtime-fanout', {
      clients: CLIENTS,
      events: EVENTS,
      oursMs: {
        p50: percentile(oursFan.each, 50),
        p99: p99(oursFan.each),
        lastP99: p99(oursFan.last),
        missed: oursFan.missed,
      },
      rawMs: {
        p50: percentile(rawFan.each, 50),
        p99: p99(rawFan.each),
        lastP99: p99(rawFan.last),
        missed: rawFan.missed,
      },
      p99Ratio: p99(oursFan.each) / p99(rawFan.each),
      memoryPerThousandIdleSockets: {
        oursBytes: (oursMemory * 1000) / CLIENTS,
        rawBytes: (rawMemory * 1000) / CLIENTS,
      },
    });
  } finally {
    ours?.sockets.forEach((ws) => ws.terminate());
    raw?.sockets.forEach((ws) => ws.terminate());
    relay.kill();
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(server.databasePath + suffix, { force: true });
  }
}
