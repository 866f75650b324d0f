// The floor of a broadcast: a bare `ws` server in its own process relays a frame of the same size
// from one sender to every other connected client (Node `ws` clients in the bench's process).
import { spawn } from 'node:child_process';
import { WebSocket } from 'ws';
import { PROJECT_ROOT } from '../server/bootstrap.ts';
import { freePort } from '../tests/e2e/support/server.ts';
import { clock } from './realtime-club-notify.ts';

const RELAY = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: Number(process.argv[1]), host: '127.0.0.1' });
wss.on('connection', (ws) => ws.on('message', (data) => { for (const c of wss.clients) if (c !== ws) c.send(data.toString()); }));
wss.on('listening', () => console.log('ready'));
`;

export interface Broadcasts {
  /** Every client's latency of every frame it got. */
  each: number[];
  /** Per frame that every client got: the latency of the last one to get it. */
  last: number[];
  /** Frames a client had not got within the timeout (counted per client). */
  missed: number;
  expected: number;
}

export interface RawWs {
  broadcast(
    clients: number,
    samples: number,
    frameBytes: number,
    timeoutMs: number,
    pauseMs: number,
  ): Promise<Broadcasts>;
  stop(): void;
}

export async function startRawWs(): Promise<RawWs> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', RELAY, String(port)], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const open = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  return {
    async broadcast(count, samples, frameBytes, timeoutMs, pauseMs) {
      const sender = await open();
      const clients = await Promise.all(Array.from({ length: count }, open));
      const arrivals = clients.map(() => new Map<string, number>());
      clients.forEach((ws, index) =>
        ws.on('message', (data) => arrivals[index].set(String(data).slice(0, 12), clock())),
      );
      const result: Broadcasts = { each: [], last: [], missed: 0, expected: count * samples };
      for (let i = 0; i < samples; i++) {
        const id = `raw-${String(i).padStart(8, '0')}`;
        const started = clock();
        sender.send(id + 'x'.repeat(Math.max(0, frameBytes - id.length)));
        while (arrivals.some((mine) => !mine.has(id)) && clock() - started < timeoutMs)
          await new Promise((resolve) => setTimeout(resolve, 2));
        const got = arrivals.flatMap((mine) => (mine.has(id) ? [mine.get(id)! - started] : []));
        result.each.push(...got);
        result.missed += count - got.length;
        if (got.length === count) result.last.push(Math.max(...got));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      [sender, ...clients].forEach((ws) => ws.close());
      return result;
    },
    stop: () => child.kill(),
  };
}
