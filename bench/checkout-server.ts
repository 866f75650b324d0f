// Another checkout's reference server (bench/first-paint.ts, BENCH_PAINT_BEFORE): its own build
// and code on a fresh database, so a change's before and after load in the same rounds.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, freshDatabasePath, serverEnv } from '../tests/e2e/support/server.ts';

/** The server of another checkout (BENCH_PAINT_BEFORE), serving its own build, on a fresh database. */
export async function startCheckoutServer(checkout: string) {
  const port = await freePort();
  const databasePath = freshDatabasePath('paint-before');
  const env = serverEnv(port, databasePath);
  const child = spawn(process.execPath, [path.join(checkout, 'server/main.ts')], {
    cwd: checkout,
    env,
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`${checkout}: the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`${checkout}: no server on ${baseURL} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
  };
  return { baseURL, env, stop };
}
