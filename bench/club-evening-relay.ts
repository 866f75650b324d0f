// The baseline of the club evening's event delivery: every event the evening expected, sent again at
// the same offset from the start through a bare `ws` relay in its own process to one socket per
// recipient (as many as the evening had), as one message per action naming its recipients. The
// sockets run in a thread of their own, as the evening's do (./club-evening-threads.ts). What the
// server adds (the Pusher protocol, channels, the work before each broadcast) is the difference.
import { spawn } from 'node:child_process';
import { WebSocket } from 'ws';
import { PROJECT_ROOT } from '../server/bootstrap.ts';
import { freePort } from '../tests/e2e/support/server.ts';
import { startSocketThread, type SocketThread } from './club-evening-threads.ts';
import { clock } from './realtime-club-notify.ts';

const RELAY = `
import { WebSocketServer } from 'ws';
const wss = new WebSocketServer({ port: Number(process.argv[1]), host: '127.0.0.1' });
const byName = new Map();
wss.on('connection', (ws, request) => {
  byName.set(new URL(request.url, 'http://relay').searchParams.get('name'), ws);
  ws.on('message', (data) => {
    const { to, frame } = JSON.parse(String(data));
    for (const name of to) byName.get(name)?.send(frame);
  });
});
wss.on('listening', () => console.log('ready'));
`;

/** An event the evening expected: its kind, the socket that should get it, when its action started. */
export interface Expected {
  kind: string;
  socket: string;
  /** Offset from the evening's start (ms). */
  at: number;
}

/** Per kind, each recipient's latency from the action's offset to the frame's arrival; and what never came. */
export interface Relayed {
  latencies: Map<string, number[]>;
  missed: number;
}

const FRAME_BYTES = 400;

export async function replayOnRawRelay(expected: Expected[], waitMs = 10_000): Promise<Relayed> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', RELAY, String(port)], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let receivers: SocketThread | undefined;
  let sender: WebSocket | undefined;
  try {
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    // one message per action: the events of one kind expected at one offset
    const actions = new Map<string, { kind: string; at: number; to: string[] }>();
    for (const event of expected) {
      const key = `${event.kind}|${event.at}`;
      const action = actions.get(key) ?? { kind: event.kind, at: event.at, to: [] };
      action.to.push(event.socket);
      actions.set(key, action);
    }
    const latencies = new Map<string, number[]>();
    let started = 0;
    let arrived = 0;
    receivers = startSocketThread({ mode: 'relay', url: `ws://127.0.0.1:${port}` }, (_name, frame, arrivedAt) => {
      const { kind, at } = JSON.parse(frame) as { kind: string; at: number };
      latencies.set(kind, [...(latencies.get(kind) ?? []), arrivedAt - started - at]);
      arrived++;
    });
    const names = [...new Set(expected.map((event) => event.socket))];
    for (let from = 0; from < names.length; from += 50)
      await receivers.connect(names.slice(from, from + 50).map((name) => ({ name })));
    sender = await new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?name=the%20server`, { perMessageDeflate: false });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
    started = clock();
    await Promise.all(
      [...actions.values()].map(async ({ kind, at, to }) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - clock())));
        const frame = JSON.stringify({ kind, at, pad: '' });
        sender!.send(
          JSON.stringify({ to, frame: frame.replace('"pad":""', `"pad":"${'x'.repeat(FRAME_BYTES - frame.length)}"`) }),
        );
      }),
    );
    for (const until = clock() + waitMs; arrived < expected.length && clock() < until;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { latencies, missed: expected.length - arrived };
  } finally {
    sender?.terminate();
    await receivers?.close();
    child.kill();
  }
}
