// Work the server does on its own time: each module's jobs (ServerModule.jobs) run once at start,
// so what fell due while the server was down is done after a restart, and then every `everyMs`.
// A job is a sweep over the database that claims its work in SQL, so a second server, a staff
// command or an overlapping run never does the same work twice; a run still going is not started again.
import type { AppDeps } from './http/env.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(deps: AppDeps): Promise<unknown> | unknown;
}

export interface JobTimers {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const realTimers: JobTimers = {
  setInterval: (handler, ms) => {
    const id = setInterval(handler, ms);
    id.unref(); // a job never keeps the process alive on shutdown
    return id;
  },
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** Starts every module's jobs; answers a function that stops them. */
export function startJobs(deps: AppDeps, timers: JobTimers = realTimers): () => void {
  const ids: unknown[] = [];
  for (const job of deps.modules.flatMap((module) => module.jobs ?? [])) {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      Promise.resolve()
        .then(() => job.run(deps))
        .catch((error: unknown) =>
          deps.log.error(`Job ${job.name} failed`, { error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => {
          running = false;
        });
    };
    tick();
    ids.push(timers.setInterval(tick, job.everyMs));
  }
  return () => ids.forEach((id) => timers.clearInterval(id));
}
