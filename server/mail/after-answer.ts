// Mail that need not hold up a write's answer or its realtime cues (a deposit order's bank details):
// composed and handed to the mailer on a later turn of the event loop, once the answer is written
// and the cues are out. With many writes at once (bench/README.md: 50 deposits) each answer and cue
// otherwise waited for its own mail and those before it. The caller decides once whether to mail
// (the first answer of an idempotent write), so queueing changes when, not how often.
import type { AppDeps } from '../http/env.ts';
import type { Mailer } from './mailer.ts';

const queued = new WeakMap<Mailer, Set<Promise<void>>>();

/** Runs `send` after the current request's answer and cues; a failure is logged, never thrown. */
export function mailAfterAnswer(deps: Pick<AppDeps, 'mailer' | 'log'>, send: () => Promise<void>): void {
  let pending = queued.get(deps.mailer);
  if (!pending) queued.set(deps.mailer, (pending = new Set()));
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(send)
    .catch((error: unknown) =>
      deps.log.warn('Mail not sent', { error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every mail queued for `mailer` so far (and any they queued) was handed to it. */
export async function queuedMailSent(mailer: Mailer): Promise<void> {
  const pending = queued.get(mailer);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
