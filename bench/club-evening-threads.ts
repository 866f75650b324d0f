// The club evening's own clients off the bench's main thread (bench/club-evening.ts): in one process
// with the 150 pages' reads, the CLI's trigger calls and the sockets' arrival stamps waited behind
// them, so the evening measured the bench itself (bench/README.md). The sockets run in a thread of
// their own (`pusher`: the members' sockets; `relay`: the bare relay's, the baseline measured the same
// way), each frame stamped on that thread; `club` commands run in another (the CLI is a process of
// its own in a club).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { WebSocket } from 'ws';
import { clock, openClubCli } from './realtime-club-notify.ts';
import { connectSocket, createTraffic, type Call, type Traffic } from './club-evening-traffic.ts';

/** A socket to open: its name (the member's id), and for the Pusher protocol its token and channels. */
export interface SocketSpec {
  name: string;
  token?: string;
  channels?: string[];
}

type SocketsData =
  | { job: 'sockets'; mode: 'pusher'; url: string; baseURL: string; started: number; events: string[] }
  | { job: 'sockets'; mode: 'relay'; url: string };
type CliData = { job: 'cli'; env: NodeJS.ProcessEnv; email: string };

type ToThread = { type: 'connect'; id: number; sockets: SocketSpec[] } | { type: 'run'; id: number; argv: string[] };
type FromThread =
  | { type: 'done'; id: number; out?: string; error?: string }
  | { type: 'frame'; name: string; frame: string; at: number }
  | { type: 'call'; call: Call; failure?: string };

export interface SocketThread {
  /** Opens these sockets (Pusher: subscribed to every channel); rejects when one fails. */
  connect(sockets: SocketSpec[]): Promise<void>;
  close(): Promise<void>;
}

export interface CliThread {
  /** Any `club` command (its output; a non-zero exit rejects). */
  run(argv: string[]): Promise<string>;
  close(): Promise<void>;
}

function startThread(data: SocketsData | CliData, onMessage: (message: FromThread) => void = () => {}) {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  const waiting = new Map<number, { resolve: (out: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', (message: FromThread) => {
    if (message.type !== 'done') return onMessage(message);
    const pending = waiting.get(message.id)!;
    waiting.delete(message.id);
    if (message.error === undefined) pending.resolve(message.out ?? '');
    else pending.reject(new Error(message.error));
  });
  worker.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return {
    ask: (message: { type: 'connect'; sockets: SocketSpec[] } | { type: 'run'; argv: string[] }) =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...message, id } satisfies ToThread);
      }),
    close: async () => void (await worker.terminate()),
  };
}

/**
 * The sockets of `mode` in their own thread: each frame (Pusher: of the `events` named) reaches
 * `onFrame` with the time it arrived on that thread; Pusher channel auth calls are timed into `traffic`.
 */
export function startSocketThread(
  data: Omit<Extract<SocketsData, { mode: 'pusher' }>, 'job'> | Omit<Extract<SocketsData, { mode: 'relay' }>, 'job'>,
  onFrame: (name: string, frame: string, at: number) => void,
  traffic?: Traffic,
): SocketThread {
  const thread = startThread({ job: 'sockets', ...data } as SocketsData, (message) => {
    if (message.type === 'frame') return onFrame(message.name, message.frame, message.at);
    if (message.type !== 'call' || !traffic) return;
    traffic.calls.push(message.call);
    if (message.failure !== undefined) traffic.failures.push(message.failure);
  });
  return { connect: async (sockets) => void (await thread.ask({ type: 'connect', sockets })), close: thread.close };
}

/** `club` commands as `email`, over the server's database (`env`), in their own thread. */
export function startCliThread(env: NodeJS.ProcessEnv, email: string): CliThread {
  const thread = startThread({ job: 'cli', env, email });
  return { run: (argv) => thread.ask({ type: 'run', argv }), close: thread.close };
}

// ---- in the thread ----

if (!isMainThread && (workerData as { job?: string } | null)?.job) {
  const data = workerData as SocketsData | CliData;
  const port = parentPort!;
  const post = (message: FromThread) => port.postMessage(message);
  const sockets: WebSocket[] = [];

  if (data.job === 'cli') {
    const cli = openClubCli(data.env, data.email);
    port.on('message', (message: ToThread) => {
      if (message.type !== 'run') return;
      cli.run(message.argv).then(
        (out) => post({ type: 'done', id: message.id, out }),
        (error: Error) => post({ type: 'done', id: message.id, error: error.message }),
      );
    });
  } else {
    const open = await socketOpener(data, post);
    port.on('message', (message: ToThread) => {
      if (message.type !== 'connect') return;
      Promise.all(message.sockets.map(open)).then(
        (opened) => (sockets.push(...opened), post({ type: 'done', id: message.id })),
        (error: Error) => post({ type: 'done', id: message.id, error: error.message }),
      );
    });
  }
}

async function socketOpener(
  data: SocketsData,
  post: (message: FromThread) => void,
): Promise<(spec: SocketSpec) => Promise<WebSocket>> {
  if (data.mode === 'pusher') {
    // each call timed here is handed to the main thread's traffic as it completes
    const traffic = createTraffic(data.baseURL, data.started, (call, failure) => post({ type: 'call', call, failure }));
    const wanted = new Set(data.events);
    return (spec) =>
      connectSocket(data.url, spec.token!, spec.channels!, traffic, (frame) => {
        if (wanted.has(frame.event))
          post({ type: 'frame', name: spec.name, frame: JSON.stringify(frame), at: clock() });
      });
  }
  const { WebSocket } = await import('ws');
  return (spec) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${data.url}/?name=${encodeURIComponent(spec.name)}`, { perMessageDeflate: false });
      ws.on('message', (raw) => post({ type: 'frame', name: spec.name, frame: String(raw), at: clock() }));
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
}
