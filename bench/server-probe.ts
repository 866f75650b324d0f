// Loaded into the server by `npm run bench -- club-burst` (NODE_OPTIONS=--import, never by the server
// itself): between two SIGUSR2 it records the event loop's delay (perf_hooks), every HTTP request's
// arrival and finish (node:http's diagnostics channels) and, when SERVER_PROBE_CPU is set, a CPU
// profile; the second SIGUSR2 writes them as JSON to SERVER_PROBE_FILE.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeSpan {
  method: string;
  url: string;
  /** Wall-clock ms (performance.timeOrigin + now), as the bench's clock(). */
  arrived: number;
  finished: number;
}

export interface ProbeRound {
  /** The server's CPU time (user + system, process.cpuUsage) between the two signals, in ms. */
  cpuMs: number;
  delay: { p50: number; p99: number; max: number };
  spans: ProbeSpan[];
  profile?: unknown;
}

const file = process.env.SERVER_PROBE_FILE;
const at = () => performance.timeOrigin + performance.now();
const delay = monitorEventLoopDelay({ resolution: 5 });
const spans: ProbeSpan[] = [];
const open = new WeakMap<IncomingMessage, ProbeSpan>();
let recording = false;
let session: Session | undefined;
let cpuAtStart = process.cpuUsage();

subscribe('http.server.request.start', (message) => {
  if (!recording) return;
  const { request } = message as { request: IncomingMessage };
  const span = { method: request.method ?? '', url: request.url ?? '', arrived: at(), finished: 0 };
  open.set(request, span);
  spans.push(span);
});
subscribe('http.server.response.finish', (message) => {
  const span = open.get((message as { request: IncomingMessage }).request);
  if (span) span.finished = at();
});

async function toggle(): Promise<void> {
  if (!recording) {
    spans.length = 0;
    delay.reset();
    delay.enable();
    if (process.env.SERVER_PROBE_CPU) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    cpuAtStart = process.cpuUsage();
    recording = true;
    return;
  }
  recording = false;
  const cpu = process.cpuUsage(cpuAtStart);
  delay.disable();
  const profile = session ? (await session.post('Profiler.stop')).profile : undefined;
  session?.disconnect();
  session = undefined;
  const ms = (ns: number) => ns / 1e6;
  const round: ProbeRound = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    delay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    spans: [...spans],
    profile,
  };
  if (file) writeFileSync(file, JSON.stringify(round));
}

process.on('SIGUSR2', () => void toggle());
