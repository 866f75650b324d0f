// The admin CLI's commands as plain functions over the app's dependencies, so tests run them
// in-process; server/cli.ts wires the real world and maps the result to the exit code.
import { parseArgs } from 'node:util';
import { toTimestamp } from '../clock.ts';
import { migrate } from '../db/migrate.ts';
import { createAccessToken } from '../auth/tokens.ts';
import { createLoginLink } from '../auth/sessions.ts';
import type { AppDeps } from '../http/env.ts';
import { setMaintenance } from '../db/app-state.ts';
import { notificationLink } from '../notifications/link.ts';
import { notify } from '../notifications/notify.ts';
import { findUserByEmail } from '../auth/repository-users.ts';
import { isDatabaseEmpty, seedDatabase } from '../db/seed.ts';
import { WALLET_USAGE, walletCommands } from './wallet-commands.ts';
import { GROWING_USAGE, growingCommands } from './growing-commands.ts';
import { CLUB_USAGE, clubCommands } from './club-commands.ts';
import { STAFF_USAGE, staffCommands } from './staff-commands.ts';
import { BACKUP_USAGE, backupCommands } from './backup-commands.ts';
import { CLOCK_USAGE, clockCommands } from './clock-commands.ts';
import { restampDeployedBuild } from './demo-deploy.ts';
import { cliActor } from '../audit/actors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { transaction } from '../db/open.ts';
import { NOTIFICATION_TOPICS } from '../../src/shared/contract/notification-topics.ts';

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Where the built portal lies (dist/portal); demo mode's client-updated re-stamps it. */
  portalDir?: string;
}

export const USAGE = `Usage: npm run club -- <command> [options]

Commands:
  token <email> [--name N]        print a fresh access token for the member (12 hours)
  login-link <email>              print a one-time login link (${'${FRONTEND_URL}'}/auth?token=..., 15 minutes)
  notify <email> --title T --description D [--class C] [--status S] [--type App\\\\Notifications\\\\X]
         [--url /portal/route | --url https://allowed.origin/page] [--topic news|wallet|...]
                                  store a notification and broadcast it to the member
  client-updated                  tell every open portal that a new version is deployed
                                  (demo mode: first stamps the built portal as a newer build)
  down [--retry SECONDS]          maintenance mode: the API answers 503
  up                              leave maintenance mode
  migrate                         apply pending database migrations
  seed                            fill an empty database with the demo data
${WALLET_USAGE}
${GROWING_USAGE}
  help                            this text
${CLUB_USAGE}
${STAFF_USAGE}
${BACKUP_USAGE}
${CLOCK_USAGE}

Exit codes: 0 done, 1 failed (e.g. unknown email), 2 wrong usage.`;

export const CLIENT_CHANNEL = 'client';
export const CLIENT_UPDATED_EVENT = 'client-updated';

export class UsageError extends Error {}

function memberOf(deps: AppDeps, email: string | undefined, io: Io) {
  if (!email) throw new UsageError('An email address is required.');
  const user = findUserByEmail(deps.db, email);
  if (!user) io.err(`No member with the email address ${email}.`);
  return user;
}

export type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

const commands: Record<string, Command> = {
  async token(deps, args, io) {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { name: { type: 'string' } } });
    const user = memberOf(deps, positionals[0], io);
    if (!user) return 1;
    // A credential handed out for a member: the audit trail says who took it (docs/spec.md §10).
    const token = transaction(deps.db, () => {
      const issued = createAccessToken(deps, user, {
        name: values.name ?? 'cli',
        lifetimeMinutes: deps.config.auth.tokenLifetimeMinutes,
        idleMinutes: null,
      });
      recordAudit(deps, cliActor(), {
        action: 'token.issued',
        subject: { type: 'user', id: user.id },
        after: { name: values.name ?? 'cli' },
      });
      return issued;
    });
    io.out(token.plainTextToken);
    return 0;
  },

  async 'login-link'(deps, args, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const user = memberOf(deps, positionals[0], io);
    if (!user) return 1;
    const link = transaction(deps.db, () => {
      const created = createLoginLink(deps, user);
      recordAudit(deps, cliActor(), { action: 'login-link.issued', subject: { type: 'user', id: user.id } });
      return created;
    });
    io.out(link);
    return 0;
  },

  async notify(deps, args, io) {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        description: { type: 'string' },
        class: { type: 'string' },
        status: { type: 'string' },
        type: { type: 'string' },
        url: { type: 'string' },
        topic: { type: 'string' },
      },
    });
    if (!values.title || !values.description) throw new UsageError('notify needs --title and --description.');
    const topic = values.topic === undefined ? undefined : NOTIFICATION_TOPICS.find((name) => name === values.topic);
    if (values.topic !== undefined && !topic)
      throw new UsageError(`--topic must be one of ${NOTIFICATION_TOPICS.join(', ')}.`);
    const url = values.url === undefined ? undefined : notificationLink(deps.config, values.url);
    if (url === null)
      throw new UsageError(
        '--url must be a portal route (/financial) or an https address on an allowed origin (APP_URL, FRONTEND_URL, WIDGET_ORIGINS).',
      );
    const user = memberOf(deps, positionals[0], io);
    if (!user) return 1;
    const item = await notify(deps, user, {
      title: values.title,
      description: values.description,
      class: values.class ?? 'fa fa-bell',
      status: values.status ?? 'info',
      type: values.type,
      url,
      topic,
    });
    recordAudit(deps, cliActor(), {
      action: 'notification.sent',
      subject: { type: 'user', id: user.id },
      after: { title: values.title, url: url ?? null },
    });
    io.out(item.id);
    return 0;
  },

  async 'client-updated'(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    // Portals reload only for a really newer build (docs/contracts.md §7.1): the demo deploys one.
    const stamped = deps.config.demo && io.portalDir ? restampDeployedBuild(io.portalDir, deps.clock.now()) : null;
    if (stamped) io.out(`Demo mode: the deployed portal is now build ${stamped.to} (was ${stamped.from}).`);
    await deps.broadcaster.broadcast([CLIENT_CHANNEL], CLIENT_UPDATED_EVENT, { at: toTimestamp(deps.clock.now()) });
    io.out(`Broadcast ${CLIENT_UPDATED_EVENT} on ${CLIENT_CHANNEL}.`);
    return 0;
  },

  async down(deps, args, io) {
    const { values } = parseArgs({ args, allowPositionals: false, options: { retry: { type: 'string' } } });
    const retry = values.retry === undefined ? null : Number(values.retry);
    if (retry !== null && (!Number.isInteger(retry) || retry < 1))
      throw new UsageError('--retry must be a whole number of seconds.');
    const now = toTimestamp(deps.clock.now());
    setMaintenance(deps.db, { since: now, retry }, now);
    io.out('Maintenance mode on: the API answers 503.');
    return 0;
  },

  async up(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    setMaintenance(deps.db, null, toTimestamp(deps.clock.now()));
    io.out('Maintenance mode off.');
    return 0;
  },

  async migrate(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    const applied = migrate(deps.db);
    io.out(applied.length ? `Migrated: ${applied.join(', ')}` : 'Nothing to migrate.');
    return 0;
  },

  async seed(deps, args, io) {
    parseArgs({ args, allowPositionals: false, options: {} });
    if (!isDatabaseEmpty(deps)) {
      io.err('The database already has members: seed only fills an empty database.');
      return 1;
    }
    await seedDatabase(deps);
    io.out('Seeded the demo data (demo@club.test / demo-member-2026).');
    return 0;
  },
  ...walletCommands,
  ...growingCommands,

  ...clubCommands,
  ...staffCommands,
  ...backupCommands,
  ...clockCommands,
};

/** The lines of USAGE that describe `name` (its line and the indented ones after it). */
export function usageOf(name: string): string {
  const lines = USAGE.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`  ${name} `) || line === `  ${name}`);
  if (start < 0) return USAGE;
  let end = start + 1;
  while (end < lines.length && /^ {10,}\S/.test(lines[end]!)) end++;
  return `Usage: npm run club -- ${lines.slice(start, end).join('\n').trim()}`;
}

/** Every command's name (tests walk them: each write leaves one audit entry). */
export const COMMAND_NAMES: readonly string[] = Object.keys(commands);

export function isCommand(name: string | undefined): boolean {
  return name !== undefined && Object.hasOwn(commands, name);
}

/** Runs one command line; returns the exit code. */
export async function runCommand(deps: AppDeps, argv: string[], io: Io): Promise<number> {
  const [name, ...given] = argv;
  // `--grams -2` is a value, not an option: the command itself says what is wrong with it.
  const args = given.flatMap((arg, i) =>
    /^-\d/.test(arg) && /^--[\w-]+$/.test(given[i - 1] ?? '')
      ? []
      : /^--[\w-]+$/.test(arg) && /^-\d/.test(given[i + 1] ?? '')
        ? [`${arg}=${given[i + 1]}`]
        : [arg],
  );
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (!isCommand(name)) {
    io.err(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  try {
    return await commands[name](deps, args, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      // What was wrong and how this command is used, not every command's help.
      io.err(`${(error as Error).message}\n\n${usageOf(name)}`);
      return 2;
    }
    throw error;
  }
}
