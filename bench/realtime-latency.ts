// Delivery latency of a notification, from the moment it is created the way `club notify` creates
// it (stored, then published through the server's Pusher trigger API) to the page's DOM (one
// signed-in portal in Chromium) and to 200 pusher-js clients (Node) subscribed to the member's
// private channel; beside a raw `ws` broadcast of a same-sized frame from another process, to one
// and to 200 clients, measured in the same run. Figures only: nothing here asserts a time.
import { spawn, execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { createAppDeps } from '../server/app.ts';
import { createAccessToken } from '../server/auth/tokens.ts';
import { ensureAppKey, PROJECT_ROOT } from '../server/bootstrap.ts';
import { createRemoteBroadcaster } from '../server/broadcasting.ts';
import { systemClock } from '../server/clock.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { silentLogger } from '../server/http/env.ts';
import { createMailerFromConfig } from '../server/mail/mailer.ts';
import { notify } from '../server/repositories/notifications.ts';
import { findUserByEmail } from '../server/repositories/users.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { echoOptions } from '../src/core/realtime-options.ts';
import type { RealtimeConfig } from '../src/core/realtime.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { freePort, serverEnv, startServer } from '../tests/e2e/support/server.ts';
import { ms, percentile, printSection, type Row } from './report.ts';

const DEMO = 'demo@club.test';
const SAMPLES = 30;
const CLI_SAMPLES = 8;
const CLIENTS = 200;
const clock = () => performance.timeOrigin + performance.now(); // same base as the page's clock
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
const run = promisify(execFile);

const stats = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`;

export async function benchRealtimeLatency(): Promise<void> {
  if (!buildIfNeeded()) throw new Error('npm run build failed');
  const server = await startServer();
  const env = serverEnv(server.port, server.databasePath);
  const db = openDatabase(server.databasePath);
  try {
    // What `club notify` does, without starting a process per sample (server/cli.ts).
    const config = ensureAppKey(loadConfig({ env, envFile: null }), db, silentLogger);
    const deps = createAppDeps({ db, config, clock: systemClock, broadcaster: createRemoteBroadcaster(config, silentLogger), mailer: createMailerFromConfig(config, db, systemClock), log: silentLogger });
    const member = findUserByEmail(db, DEMO)!;
    const token = createAccessToken(deps, member, { name: 'bench', lifetimeMinutes: 60, idleMinutes: null }).plainTextToken;
    let n = 0;
    const send = (title = `bench ${++n}`) => notify(deps, member, { title, description: 'latency sample', class: 'fa fa-bell', status: 'info' });
    const cli = (title: string) =>
      run(process.execPath, [path.join(PROJECT_ROOT, 'server/cli.ts'), 'notify', DEMO, '--title', title, '--description', 'latency sample'], { cwd: PROJECT_ROOT, env });
    const frameBytes = JSON.stringify({ event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', channel: `private-App.Models.User.${member.id}`, data: JSON.stringify({ title: 'bench 1', description: 'latency sample', class: 'fa fa-bell', status: 'info', id: crypto.randomUUID(), type: 'App\\Notifications\\ClubNotification' }) }).length;

    const dom = await domLatency(server.baseURL, token, send, cli);
    const many = await clientsLatency(server.baseURL, token, member.id, send);
    const raw = await rawWsLatency(frameBytes);
    const cliAlone = await cliStartup(env);

    const rows: Row[] = [
      { figure: 'notify -> DOM, 1 portal in Chromium', value: stats(dom.api), baseline: stats(raw.one), baselineName: 'raw ws broadcast, 1 client' },
      { figure: `notify -> ${CLIENTS} pusher-js clients (Node)`, value: stats(many), baseline: stats(raw.many), baselineName: `raw ws broadcast, ${CLIENTS} clients` },
      { figure: '`club notify` CLI -> DOM (process start included)', value: stats(dom.cli), baseline: stats(cliAlone), baselineName: '`club help` process alone' },
    ];
    printSection(`Realtime delivery latency (${SAMPLES} notifications each; ${frameBytes}-byte frames)`, rows);
  } finally {
    db.close();
    await server.stop();
  }
}

/** The portal signed in as the demo member, dropdown open; each notification timed until its title is in the DOM. */
async function domLatency(baseURL: string, token: string, send: (title?: string) => Promise<unknown>, cli: (title: string) => Promise<unknown>) {
  const browser = await launchBrowser();
  try {
    const user = await (await fetch(`${baseURL}/api/user`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })).json();
    const session = { isLoggedIn: true, token: { access_token: token, expires_in: 3600, session_start: Date.now() }, user, loginMail: DEMO, referral: { hash: null }, language: 'en', chat: { realized_new_message: true, lastConversationId: null }, redirectAfterLogin: false };
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((doc: string) => localStorage.setItem('vuex', doc), JSON.stringify({ session }));
    const page = await context.newPage();
    await page.goto('/routes');
    await page.locator('.club-bell__live--connected').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('.club-notification__title')) {
          const title = node.textContent ?? '';
          if (!(title in seen)) seen[title] = performance.timeOrigin + performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const seenAt = (title: string) => page.waitForFunction((t) => (window as unknown as { __seen: Record<string, number> }).__seen[t], title, { polling: 20, timeout: 10_000 }).then((h) => h.jsonValue() as Promise<number>);

    const api: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const title = `dom ${i} ${Date.now().toString(36)}`;
      const started = clock();
      await send(title);
      api.push((await seenAt(title)) - started);
      await pause(50);
    }
    const viaCli: number[] = [];
    for (let i = 0; i < CLI_SAMPLES; i++) {
      const title = `cli ${i} ${Date.now().toString(36)}`;
      const started = clock();
      await cli(title);
      viaCli.push((await seenAt(title)) - started);
    }
    return { api, cli: viaCli };
  } finally {
    await browser.close();
  }
}

/** CLIENTS pusher-js clients (through laravel-echo, as the portal) on the member's private channel. */
async function clientsLatency(baseURL: string, token: string, userId: number, send: () => Promise<unknown>): Promise<number[]> {
  const realtime = ((await (await fetch(`${baseURL}/api/config`, { headers: { Accept: 'application/json' } })).json()) as { realtime: RealtimeConfig }).realtime;
  const echoes: { disconnect(): void }[] = [];
  const arrivals = new Map<string, number[]>();
  try {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const echo = new Echo(echoOptions(realtime, () => token, Pusher) as never) as unknown as {
          private(name: string): { notification(cb: (n: { id: string }) => void): unknown; subscribed(cb: () => void): unknown; error(cb: (e: unknown) => void): unknown };
          disconnect(): void;
        };
        echoes.push(echo);
        const channel = echo.private(`App.Models.User.${userId}`);
        channel.notification(({ id }) => {
          const at = clock();
          arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
        });
        await new Promise<void>((resolve, reject) => {
          channel.subscribed(resolve);
          channel.error((e) => reject(new Error(`subscription failed: ${JSON.stringify(e)}`)));
        });
      }),
    );
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = clock();
      const { id } = (await send()) as { id: string };
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < CLIENTS && Date.now() < deadline) await pause(2);
      latencies.push(...(arrivals.get(id) ?? []).map((at) => at - started));
      await pause(50);
    }
    return latencies;
  } finally {
    echoes.forEach((echo) => echo.disconnect());
  }
}

// The floor: a bare `ws` server in its own process relays one frame to every connected client.
const RAW_SERVER = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: Number(process.argv[1]), host: '127.0.0.1' });
wss.on('connection', (ws) => ws.on('message', (data) => { for (const c of wss.clients) if (c !== ws) c.send(data.toString()); }));
wss.on('listening', () => console.log('ready'));
`;

async function rawWsLatency(frameBytes: number): Promise<{ one: number[]; many: number[] }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', RAW_SERVER, String(port)], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const open = () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
  const measure = async (count: number) => {
    const sender = await open();
    const clients = await Promise.all(Array.from({ length: count }, open));
    const arrivals = new Map<string, number[]>();
    for (const ws of clients) ws.on('message', (data) => {
      const at = clock();
      const id = String(data).slice(0, 12);
      arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
    });
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const id = `raw-${String(i).padStart(8, '0')}`;
      const started = clock();
      sender.send(id + 'x'.repeat(Math.max(0, frameBytes - id.length)));
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < count && Date.now() < deadline) await pause(2);
      latencies.push(...(arrivals.get(id) ?? []).map((at) => at - started));
      await pause(50);
    }
    [sender, ...clients].forEach((ws) => ws.close());
    return latencies;
  };
  try {
    return { one: await measure(1), many: await measure(CLIENTS) };
  } finally {
    child.kill();
  }
}

async function cliStartup(env: NodeJS.ProcessEnv): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CLI_SAMPLES; i++) {
    const started = clock();
    await run(process.execPath, [path.join(PROJECT_ROOT, 'server/cli.ts'), 'help'], { cwd: PROJECT_ROOT, env });
    times.push(clock() - started);
  }
  return times;
}
