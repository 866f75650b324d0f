// `club notify` as the admin CLI runs it (server/cli.ts): runCommand('notify') over the app's
// dependencies with the remote broadcaster, so each notification is stored in the server's database
// and then published through the running server's Pusher HTTP trigger API, as Laravel publishes to
// Pusher. It runs in the bench's own process: a node start per sample (about a second) would drown
// the delivery figure. `cliProcess` runs the whole process, for the separately labelled row.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAppDeps } from '../server/app.ts';
import { PROJECT_ROOT } from '../server/bootstrap.ts';
import { withDemoSecrets } from '../server/demo-secrets.ts';
import { createRemoteBroadcaster } from '../server/realtime/broadcasting.ts';
import { runCommand } from '../server/cli/commands.ts';
import { systemClock } from '../server/clock.ts';
import { loadConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open.ts';
import type { AppDeps, Logger } from '../server/http/env.ts';
import { createMailerFromConfig } from '../server/mail/mailer.ts';

/** Milliseconds on the wall-clock base that pages share (performance.timeOrigin + now). */
export const clock = () => performance.timeOrigin + performance.now();

const run = promisify(execFile);
const CLI = path.join(PROJECT_ROOT, 'server/cli.ts');

export interface Sent {
  id: string;
  title: string;
  /** When the command started (clock()). */
  sentAt: number;
}

export interface ClubCli {
  /** `club notify <email> --title <title> --description …`, in this process. */
  notify(title: string): Promise<Sent>;
  /** `club token <email>`. */
  token(): Promise<string>;
  /** Any `club` command in this process (its output; a non-zero exit throws). */
  run(argv: string[]): Promise<string>;
  /** The app's dependencies the commands use (the server's database), for a bench's own set-up. */
  deps: AppDeps;
  /** Warnings the commands logged (a failed publish is one: the notification is stored but not sent). */
  warnings: string[];
  close(): void;
}

export function openClubCli(env: NodeJS.ProcessEnv, email: string): ClubCli {
  const warnings: string[] = [];
  const log: Logger = {
    info: () => {},
    warn: (message, context) => void warnings.push(`${message} ${JSON.stringify(context ?? {})}`),
    error: (message) => void warnings.push(message),
  };
  // as server/bootstrap.ts reads it for the CLI: the project's .env under the environment given
  const loaded = loadConfig({ env, envFile: path.join(PROJECT_ROOT, '.env') });
  const databasePath = path.resolve(PROJECT_ROOT, loaded.databasePath);
  const db = openDatabase(databasePath);
  migrate(db);
  const config = withDemoSecrets(loaded, db, log, path.dirname(databasePath));
  const deps = createAppDeps({
    db,
    config,
    clock: systemClock,
    broadcaster: createRemoteBroadcaster(config, log),
    mailer: createMailerFromConfig(config, db, systemClock),
    log,
  });

  async function command(argv: string[]): Promise<string> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCommand(deps, argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
    if (code !== 0) throw new Error(`club ${argv[0]} exited with ${code}: ${err.join(' ')}`);
    return out.join('\n').trim();
  }

  return {
    async notify(title) {
      const sentAt = clock();
      const id = await command(['notify', email, '--title', title, '--description', 'latency sample']);
      return { id, title, sentAt };
    },
    token: () => command(['token', email]),
    run: command,
    deps,
    warnings,
    close: () => db.close(),
  };
}

/** `npm run club -- notify …` as its own process (node start included); resolves when it exits. */
export async function cliProcess(env: NodeJS.ProcessEnv, email: string, title: string): Promise<Sent> {
  const sentAt = clock();
  const { stdout } = await run(
    process.execPath,
    [CLI, 'notify', email, '--title', title, '--description', 'latency sample'],
    { cwd: PROJECT_ROOT, env },
  );
  return { id: stdout.trim(), title, sentAt };
}

/** `npm run club -- help` as its own process: node start and the CLI's imports, no database or publish. */
export async function cliHelpProcess(env: NodeJS.ProcessEnv): Promise<number> {
  const started = clock();
  await run(process.execPath, [CLI, 'help'], { cwd: PROJECT_ROOT, env });
  return clock() - started;
}
