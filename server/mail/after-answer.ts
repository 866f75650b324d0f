// Mail that need not hold up a write's answer or its realtime cues (a deposit order's bank details):
// composed and handed to the mailer once the answer is written and the cues are out, and once no
// other request is arriving. With many writes at once (bench/README.md: 50 deposits and 20
// reservations) each mail otherwise ran between the burst's requests and every later cue waited for
// it; now the burst's requests go first, the mails one per turn of the event loop after them, and
// none waits longer than MAX_WAIT_MS. The caller decides once whether to mail (the first answer of
// an idempotent write), so queueing changes when, not how often.
import { subscribe } from 'node:diagnostics_channel';
import type { AppDeps } from '../http/env.ts';
import type { Mailer } from './mailer.ts';

/** A request arrived this recently: more of a burst may follow, the mail waits. */
export const QUIET_MS = 10;
/** The longest a mail waits for a quiet moment (a server that is never quiet still mails). */
export const MAX_WAIT_MS = 2000;

interface Task {
  run: () => Promise<void>;
  queuedAt: number;
}

const queue: Task[] = [];
const queued = new WeakMap<Mailer, Set<Promise<void>>>();
let draining = false;
let lastArrival = Number.NEGATIVE_INFINITY;

// Every HTTP request this process receives (node:http's channel): one timestamp, no per-request work.
subscribe('http.server.request.start', () => {
  lastArrival = performance.now();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One task at a time, each on a turn of its own, while no request has arrived for QUIET_MS. */
async function drain(): Promise<void> {
  draining = true;
  try {
    while (queue.length > 0) {
      await nextTurn();
      for (;;) {
        const now = performance.now();
        const quietFor = now - lastArrival;
        if (quietFor >= QUIET_MS || now - queue[0]!.queuedAt >= MAX_WAIT_MS) break;
        await sleep(Math.max(1, QUIET_MS - quietFor));
      }
      await queue.shift()!.run();
    }
  } finally {
    draining = false;
  }
}

/** Runs `send` after the current request's answer and cues; a failure is logged, never thrown. */
export function mailAfterAnswer(deps: Pick<AppDeps, 'mailer' | 'log'>, send: () => Promise<void>): void {
  let pending = queued.get(deps.mailer);
  if (!pending) queued.set(deps.mailer, (pending = new Set()));
  let started!: () => void;
  const task: Promise<void> = new Promise<void>((resolve) => (started = resolve))
    .then(send)
    .catch((error: unknown) =>
      deps.log.warn('Mail not sent', { error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
  queue.push({
    run: () => (started(), task),
    queuedAt: performance.now(),
  });
  if (!draining) void drain();
}

/** Resolves once every mail queued for `mailer` so far (and any they queued) was handed to it. */
export async function queuedMailSent(mailer: Mailer): Promise<void> {
  const pending = queued.get(mailer);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
