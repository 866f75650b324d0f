// Starts the real reference server (server/main.ts) as a child process on a free port with a fresh
// database, exactly as `npm start` runs it. Tests that stop and restart the server use this too.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  port: number;
  baseURL: string;
  databasePath: string;
  env: NodeJS.ProcessEnv;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function freshDatabasePath(name = 'e2e'): string {
  const dir = path.join(root, 'var/e2e');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${process.pid}-${Date.now().toString(36)}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  return file;
}

/** Environment of a server at `port`: demo mode (outbox, seed), realtime on the same port. */
export function serverEnv(port: number, databasePath: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    APP_ENV: 'local',
    APP_DEMO: '1',
    DATABASE_PATH: databasePath,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
    PUSHER_SCHEME: 'http',
    SMTP_URL: '',
    // Every journey (and the benchmarks' portal and clients) runs as the demo member or as a guest
    // from 127.0.0.1, so they share one throttle:api key; the limit stays on, out of their reach.
    API_RATE_LIMIT: '100000',
    ...extra,
  };
}

export async function startServer(
  options: { port?: number; databasePath?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const databasePath = options.databasePath ?? freshDatabasePath();
  const env = serverEnv(port, databasePath, options.env);
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseURL}/api/config`, { headers: { Accept: 'application/json' } });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer on ${baseURL} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    baseURL,
    databasePath,
    env,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
