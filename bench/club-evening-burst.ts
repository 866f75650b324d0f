// `npm run bench -- club-burst [--rounds N] [--base DIR]`: the club evening's minute-3 burst alone
// (bench/club-evening.ts: 50 members paying in and 20 reserving at once, the counter's handover in
// the middle of it), sent again round after round to a server with the evening's 501 sockets, the
// staff dashboard and the 150 widget pages open. Each round prints the cues' delivery from the call
// to the socket, the server's CPU time over the round, its event-loop delay and when the burst's
// calls arrived and were answered (bench/server-probe.ts, loaded into the server only here).
// `--base DIR`: a second server from another checkout (e.g. a worktree of main) takes every other
// round, the same-run baseline of a change; `BURST_CPU_PROF=dir` writes each round's CPU profile there.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { session } from '../src/core/session/session.ts';
import type { AuthResponse, User } from '../src/core/types.ts';
import { freePort, freshDatabasePath, serverEnv } from '../tests/e2e/support/server.ts';
import { seedEvening, tokenOf, type EveningMember } from './club-evening-club.ts';
import { CueReads, openPage, type Page, type Read } from './club-evening-pages.ts';
import { startSocketThread, type SocketThread } from './club-evening-threads.ts';
import { createTraffic, Deliveries, type Frame, type Traffic } from './club-evening-traffic.ts';
import { cpuMs } from './process-stats.ts';
import { realtimeConfig } from './realtime-echo-clients.ts';
import { clock, openClubCli } from './realtime-club-notify.ts';
import { percentile, printSection, recordResult } from './report.ts';
import type { ProbeRound } from './server-probe.ts';

const MEMBERS = 500;
const WIDGET_MEMBERS = 150;
const COUNTER_MEMBERS = 15;
const PAYING = 50;
const RESERVING = 20;
const KINDS: Record<string, string> = {
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated': 'notification',
  'App\\Events\\WalletUpdated': 'wallet',
  'App\\Events\\StaffAreaUpdated': 'staff',
};
const WIDGET_LOAD: Read[] = [
  ['GET /api/config', '/api/config'],
  ['GET /api/user/header', '/api/user/header'],
  ['GET /api/user/notifications/unread', '/api/user/notifications/unread?page=1'],
  ['GET /api/wallet', '/api/wallet'],
  ['GET /api/posts', '/api/posts?page=1'],
];
const WIDGET_CUES: Record<string, Read[]> = {
  notification: [WIDGET_LOAD[2]!, WIDGET_LOAD[1]!],
  wallet: [WIDGET_LOAD[3]!],
};
const DASHBOARD: Read = ['GET /api/club/dashboard', '/api/club/dashboard'];
const root = path.resolve(import.meta.dirname, '..');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Club {
  label: string;
  pid: number;
  probeFile: string;
  stop(): Promise<void>;
  traffic: Traffic;
  members: EveningMember[];
  staffId: number;
  counterToken: string;
  strainId: number;
  slot: string;
  batchId: number;
  sockets: SocketThread;
  pages: Page[];
  /** The round's expected events (frames go to the round under way). */
  deliveries: Deliveries;
  rounds: number;
  started: number;
}

export interface BurstRound {
  server: string;
  round: number;
  staff: { p50: number; p99: number; max: number };
  wallet: { max: number };
  /** Server CPU time (user + system) from the first call to the last cue and read. */
  cpuMs: number;
  delay: ProbeRound['delay'];
  /** ms after the first call: the last of the burst's POSTs arrived at the server, was answered. */
  lastArrived: number;
  lastAnswered: number;
  dashboardReads: number;
  failures: number;
}

/** A server of `checkout` (server/main.ts as npm start runs it) with the probe loaded. */
async function startProbed(checkout: string, label: string) {
  const port = await freePort();
  const databasePath = freshDatabasePath(`burst-${label}`);
  const probeFile = path.join(os.tmpdir(), `club-burst-${process.pid}-${label}.json`);
  const env = serverEnv(port, databasePath, {
    REALTIME_MAX_CONNECTIONS_PER_IP: String(MEMBERS + 50),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'bench/server-probe.ts')}`.trim(),
    SERVER_PROBE_FILE: probeFile,
    ...(process.env.BURST_CPU_PROF ? { SERVER_PROBE_CPU: '1' } : {}),
  });
  const child = spawn(process.execPath, [path.join(checkout, 'server/main.ts')], {
    cwd: checkout,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await wait(100)) {
    if (child.exitCode !== null) throw new Error(`the server of ${checkout} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server of ${checkout} did not answer within 60 s`);
    const ok = await fetch(`${baseURL}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
    rmSync(probeFile, { force: true });
  };
  return { pid: child.pid!, port, baseURL, env, probeFile, stop };
}

async function openClub(checkout: string, label: string): Promise<Club> {
  const server = await startProbed(checkout, label);
  const step = (what: string) => process.env.BURST_DEBUG && console.error(`${label}: ${what}`);
  step('started');
  const cli = openClubCli(server.env, 'board@club.test');
  try {
    const members = await seedEvening(cli, MEMBERS, COUNTER_MEMBERS);
    step('seeded');
    const staff = tokenOf(cli, 'board@club.test');
    const counter = tokenOf(cli, 'counter@club.test');
    const get = async <T>(at: string, token: string) =>
      (await (
        await fetch(`${server.baseURL}${at}`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        })
      ).json()) as T;
    const strains = (
      await get<{ data: { id: number; allowed: boolean; stock_grams: number }[] }>(
        '/api/growing/strains',
        members[WIDGET_MEMBERS]!.token,
      )
    ).data;
    const strain = strains.filter((s) => s.allowed).sort((a, b) => b.stock_grams - a.stock_grams)[0]!;
    step('strains');
    const slot = (await get<{ data: { at: string }[] }>('/api/growing/slots', members[WIDGET_MEMBERS]!.token)).data[0]!;
    const batches = (
      await get<{ data: { id: number; strain: { id: number }; stock_grams: number }[] }>(
        '/api/club/counter/batches',
        counter.token,
      )
    ).data;
    const batch = batches.filter((b) => b.strain.id === strain.id).sort((a, b) => b.stock_grams - a.stock_grams)[0]!;

    step('batches');
    // the fetcher loads only while someone is signed in: the page's session, as the evening's
    const user = await get<User>('/api/user', staff.token);
    session.login({
      access_token: staff.token,
      token_type: 'Bearer',
      expires_in: 24 * 3600,
      user,
    } satisfies AuthResponse);
    const realtime = await realtimeConfig(server.baseURL);
    step('realtime');
    const url = `ws://127.0.0.1:${server.port}/app/${realtime.key}?protocol=7&client=js&version=8.6.0&flash=false`;
    const started = clock();
    const traffic = createTraffic(server.baseURL, started);
    const cueReads = new CueReads();
    const pageOf = new Map<string, Page>();
    const club = {} as Club;
    const sockets = startSocketThread(
      { mode: 'pusher', url, baseURL: server.baseURL, started, events: Object.keys(KINDS) },
      (name, raw, at) => {
        const kind = KINDS[(JSON.parse(raw) as Frame).event]!;
        club.deliveries.arrive(kind, name, at);
        pageOf.get(name)?.cue(kind);
      },
      traffic,
    );
    const pages: Page[] = [];
    const dashboard = openPage(traffic, staff.token, [DASHBOARD], { staff: [DASHBOARD] }, cueReads);
    pages.push(dashboard);
    pageOf.set(String(staff.id), dashboard);
    await sockets.connect([{ name: String(staff.id), token: staff.token, channels: ['private-club.staff'] }]);
    await dashboard.loaded;
    step('dashboard');
    for (let from = 0; from < MEMBERS; from += 50) {
      const batchOf = members.slice(from, from + 50);
      const loads = batchOf.map((member, index) => {
        if (from + index >= WIDGET_MEMBERS) return undefined;
        const page = openPage(traffic, member.token, WIDGET_LOAD, WIDGET_CUES, cueReads);
        pages.push(page);
        pageOf.set(String(member.id), page);
        return page.loaded;
      });
      await Promise.all([
        sockets.connect(
          batchOf.map((member) => ({
            name: String(member.id),
            token: member.token,
            channels: [`private-App.Models.User.${member.id}`, 'news', 'terms'],
          })),
        ),
        ...loads,
      ]);
    }
    Object.assign(club, {
      label,
      pid: server.pid,
      probeFile: server.probeFile,
      stop: server.stop,
      traffic,
      members,
      staffId: staff.id,
      counterToken: counter.token,
      strainId: strain.id,
      slot: slot.at,
      batchId: batch.id,
      sockets,
      pages,
      deliveries: new Deliveries(),
      rounds: 0,
      started,
    } satisfies Club);
    return club;
  } finally {
    cli.close();
  }
}

async function probe(club: Club): Promise<ProbeRound | undefined> {
  rmSync(club.probeFile, { force: true });
  process.kill(club.pid, 'SIGUSR2');
  for (const until = Date.now() + 10_000; Date.now() < until; await wait(20)) {
    if (!existsSync(club.probeFile)) continue;
    try {
      return JSON.parse(readFileSync(club.probeFile, 'utf8')) as ProbeRound;
    } catch {
      // still being written
    }
  }
  return undefined;
}

/** One minute-3 burst on `club`; settles when every cue arrived and the pages' reads went quiet. */
async function burst(club: Club): Promise<BurstRound> {
  const round = club.rounds++;
  const deliveries = (club.deliveries = new Deliveries());
  const staff = String(club.staffId);
  const { members, traffic } = club;
  process.kill(club.pid, 'SIGUSR2');
  await wait(100);
  const callsBefore = traffic.calls.length;
  const failuresBefore = traffic.failures.length;
  const cpuBefore = cpuMs(club.pid);
  const first = clock();
  const counterMember = members[round % COUNTER_MEMBERS]!;
  const lookup: Read = ['GET /api/club/counter/members/:number', `/api/club/counter/members/${counterMember.number}`];
  await Promise.all([
    ...Array.from({ length: PAYING }, (_, index) => {
      const member = members[(round * PAYING + index) % MEMBERS]!;
      deliveries.expect('staff', staff, clock());
      return traffic.call(
        'POST /api/wallet/deposits',
        '/api/wallet/deposits',
        member.token,
        { amount: '25.00' },
        { 'Idempotency-Key': `club-burst-${round}-deposit-${index}` },
      );
    }),
    ...Array.from({ length: RESERVING }, (_, index) => {
      const member = members[WIDGET_MEMBERS + ((round * RESERVING + index) % (MEMBERS - WIDGET_MEMBERS))]!;
      deliveries.expect('staff', staff, clock());
      deliveries.expect('wallet', String(member.id), clock());
      return traffic.call(
        'POST /api/growing/reservations',
        '/api/growing/reservations',
        member.token,
        { strain_id: club.strainId, grams: 1, slot: club.slot },
        { 'Idempotency-Key': `club-burst-${round}-reservation-${index}` },
      );
    }),
    traffic.call(...lookup, club.counterToken).then(() => {
      const sent = clock();
      deliveries.expect('wallet', String(counterMember.id), sent);
      deliveries.expect('notification', String(counterMember.id), sent);
      deliveries.expect('staff', staff, sent);
      return traffic.call(
        'POST /api/club/counter/handovers',
        '/api/club/counter/handovers',
        club.counterToken,
        { user_id: counterMember.id, batch_id: club.batchId, grams: '1', id_seen: true },
        { 'Idempotency-Key': `club-burst-${round}-handover` },
      );
    }),
  ]);
  for (const until = clock() + 10_000; deliveries.missed() > 0 && clock() < until;) await wait(20);
  // the pages' reads the cues asked for
  for (let seen = -1; seen !== traffic.calls.length;) {
    seen = traffic.calls.length;
    await wait(300);
  }
  const probed = await probe(club);
  // the probe's own count (µs), else /proc's (10 ms ticks)
  const cpu = probed?.cpuMs ?? cpuMs(club.pid) - cpuBefore;
  const times = (kind: string) => deliveries.latencies.get(kind) ?? [];
  const calls = traffic.calls.slice(callsBefore);
  const posts = (probed?.spans ?? []).filter((span) => span.method === 'POST');
  if (probed?.profile && process.env.BURST_CPU_PROF) {
    mkdirSync(process.env.BURST_CPU_PROF, { recursive: true });
    writeFileSync(
      path.join(process.env.BURST_CPU_PROF, `${club.label}-${round}.cpuprofile`),
      JSON.stringify(probed.profile),
    );
  }
  if (process.env.BURST_DEBUG)
    writeFileSync(
      path.join(os.tmpdir(), `club-burst-${club.label}-${round}.json`),
      JSON.stringify({
        first,
        spans: probed?.spans,
        calls,
        started: club.started,
        latencies: [...deliveries.latencies],
      }),
    );
  return {
    server: club.label,
    round,
    staff: {
      p50: percentile(times('staff'), 50),
      p99: percentile(times('staff'), 99),
      max: Math.max(...times('staff')),
    },
    wallet: { max: Math.max(...times('wallet')) },
    cpuMs: cpu,
    delay: probed?.delay ?? { p50: NaN, p99: NaN, max: NaN },
    lastArrived: Math.max(...posts.map((span) => span.arrived - first)),
    lastAnswered: Math.max(...posts.map((span) => span.finished - first)),
    dashboardReads: calls.filter((call) => call.route === DASHBOARD[0]).length,
    failures: traffic.failures.length - failuresBefore + deliveries.missed(),
  };
}

export async function benchClubBurst({ rounds = 6, base }: { rounds?: number; base?: string } = {}): Promise<void> {
  const clubs: Club[] = [];
  try {
    clubs.push(await openClub(root, 'this'));
    if (base) clubs.push(await openClub(path.resolve(base), 'base'));
    const results: BurstRound[] = [];
    // a first burst each warms the server (JIT, statement caches), not counted
    for (const club of clubs) await burst(club);
    for (let round = 0; round < rounds; round++) {
      for (const club of round % 2 === 0 ? clubs : [...clubs].reverse()) {
        await wait(1000);
        const result = await burst(club);
        results.push(result);
        console.log(JSON.stringify(result));
      }
    }
    const f = (n: number) => n.toFixed(1);
    printSection(
      `The minute-3 burst alone (${PAYING} deposits, ${RESERVING} reservations, a handover; ${rounds} rounds${base ? ', alternating with the base checkout' : ''})`,
      clubs.map((club) => {
        const mine = results.filter((r) => r.server === club.label);
        const med = (pick: (r: BurstRound) => number) => f(percentile(mine.map(pick), 50));
        return {
          figure: `${club.label}: staff cue p99, wallet cue max, server CPU per burst, loop delay p99 (medians of rounds)`,
          value: `${med((r) => r.staff.p99)} ms, ${med((r) => r.wallet.max)} ms, ${med((r) => r.cpuMs)} ms CPU, ${med((r) => r.delay.p99)} ms`,
          baseline: `last POST answered ${med((r) => r.lastAnswered)} ms after the first call (arrived ${med((r) => r.lastArrived)} ms)`,
          baselineName: 'the same server',
        };
      }),
      [
        `Load average at the end: ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}.`,
      ],
    );
    recordResult('club-burst', results);
  } finally {
    for (const club of clubs) {
      for (const page of club.pages) page.close();
      await club.sockets.close();
      await club.stop();
    }
    session.logout();
  }
}
