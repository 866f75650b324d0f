// The club evening's baseline: every call of the evening sent again at the same offset from the start
// to a bare Hono app (bench/baselines/bare-hono-routes.ts) that answers each route class with a JSON
// body of the median size and the status ours answered most, in the same run on the same cores.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { decoded, send, type Call } from './club-evening-traffic.ts';
import { cpuMs, sampleRss } from './process-stats.ts';
import { clock } from './realtime-club-notify.ts';
import { percentile } from './report.ts';

export interface Replayed {
  calls: { route: string; ms: number }[];
  failures: number;
  /** Mean share of one core over the replay. */
  cpu: number;
  rss: number;
}

function routeAnswers(calls: Call[]): Record<string, { bytes: number; status: number }> {
  const answers: Record<string, { bytes: number; status: number }> = {};
  for (const route of new Set(calls.map((call) => call.route))) {
    const mine = calls.filter((call) => call.route === route && call.status > 0);
    const statuses = mine.map((call) => call.status);
    const status = statuses.sort(
      (a, b) => statuses.filter((s) => s === b).length - statuses.filter((s) => s === a).length,
    )[0];
    answers[route] = {
      bytes:
        percentile(
          mine.map((call) => call.bytes),
          50,
        ) || 2,
      status: status ?? 200,
    };
  }
  return answers;
}

export async function replayOnBareHono(calls: Call[]): Promise<Replayed> {
  const answers = routeAnswers(calls);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'baselines/bare-hono-routes.ts'), JSON.stringify(answers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      child.once('exit', (code) => reject(new Error(`bare-hono-routes.ts exited with ${code}`)));
    });
    const pid = child.pid!;
    const cpuBefore = cpuMs(pid);
    const rss = sampleRss(pid);
    const started = clock();
    const replayed: Replayed['calls'] = [];
    let failures = 0;
    await Promise.all(
      calls.map(async (call) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + call.at - clock())));
        const method = call.route.split(' ')[0]!;
        const sent = clock();
        try {
          // the evening's own client (./club-evening-traffic.ts), so both are timed alike
          const answer = await send(
            `http://127.0.0.1:${port}${call.path}`,
            method,
            { Authorization: 'Bearer replay', 'Content-Type': 'application/json' },
            method === 'GET' ? undefined : '{}',
          );
          const ms = clock() - sent;
          decoded(answer);
          if (answer.status !== answers[call.route]!.status) failures++;
          replayed.push({ route: call.route, ms });
        } catch {
          failures++;
          replayed.push({ route: call.route, ms: clock() - sent });
        }
      }),
    );
    const seconds = (clock() - started) / 1000;
    return { calls: replayed, failures, cpu: (cpuMs(pid) - cpuBefore) / 1000 / seconds, rss: rss.stop() };
  } finally {
    child.kill();
  }
}
