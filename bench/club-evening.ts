// `npm run bench -- club-evening`: a club's busiest evening on loopback against the server npm start
// runs. 500 members connected over the Pusher protocol (one socket each: their channel, `news`,
// `terms`), 150 of them with the four widgets open (the widgets' reads on load and on each cue), the
// staff dashboard open (GET club/dashboard on load and on each StaffAreaUpdated), the counter's staff
// member recording a handover every 20 s on the counter screen's routes, a post published to all at
// minute 2, 50 members paying in and 20 reserving at once at minute 3, for 5 minutes (`--minutes`
// shortens it, the timeline scaled). Pages load and refetch through the client's own fetcher
// (./club-evening-pages.ts); the sockets and the CLI run in threads of their own
// (./club-evening-threads.ts). The same calls are then replayed at the same offsets against a bare
// Hono app answering each route class with a body of the same size: the baseline of every HTTP
// figure, RSS and CPU.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { session } from '../src/core/session/session.ts';
import type { AuthResponse, User } from '../src/core/types.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { seedEvening, tokenOf, type EveningMember } from './club-evening-club.ts';
import { CueReads, openPage, type Page, type Read } from './club-evening-pages.ts';
import { replayOnRawRelay, type Relayed } from './club-evening-relay.ts';
import { replayOnBareHono } from './club-evening-replay.ts';
import { WIDGET_CUES, WIDGET_LOAD } from './club-evening-widgets.ts';
import { startCliThread, startSocketThread, type SocketThread } from './club-evening-threads.ts';
import { createTraffic, Deliveries, type Frame, type Traffic } from './club-evening-traffic.ts';
import { cpuMs, sampleRss } from './process-stats.ts';
import { realtimeConfig } from './realtime-echo-clients.ts';
import { clock, openClubCli } from './realtime-club-notify.ts';
import { latencies, ms, percentile, printSection, recordAcceptance, recordResult } from './report.ts';

const MEMBERS = 500;
const WIDGET_MEMBERS = 150;
const COUNTER_MEMBERS = 15;
const PAYING = 50;
const RESERVING = 20;
let SECONDS = 300;
const scaled = (seconds: number) => (seconds / 300) * SECONDS * 1000;
const GOALS = { httpP99: 50, eventP99: 250, rssBytes: 400 * 1024 * 1024 };

/** Wire names of the cues (src/shared/contract/realtime-events.ts) and Laravel's notification event. */
const KINDS: Record<string, string> = {
  'App\\Events\\PostPublished': 'post',
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated': 'notification',
  'App\\Events\\WalletUpdated': 'wallet',
  'App\\Events\\TicketUpdated': 'ticket',
  'App\\Events\\TermsPublished': 'terms',
  'App\\Events\\StaffAreaUpdated': 'staff',
};

const DASHBOARD: Read = ['GET /api/club/dashboard', '/api/club/dashboard'];
/** The counter screen (src/modules/club-counter/store/counter-store.ts): its batches, kept while it is open. */
const COUNTER_BATCHES: Read = ['GET /api/club/counter/batches', '/api/club/counter/batches'];

const wait = (until: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - clock())));

/** `minutes`: the evening's length (default 5), the timeline scaled to it (a smoke run). */
export async function benchClubEvening({ minutes = 5 }: { minutes?: number } = {}): Promise<void> {
  SECONDS = minutes * 60;
  const server = await startServer({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: String(MEMBERS + 50) } });
  const cli = openClubCli(server.env, 'board@club.test');
  const cliThread = startCliThread(server.env, 'board@club.test');
  let sockets: SocketThread | undefined;
  const pages: Page[] = [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'club-evening-'));
  try {
    const members = await seedEvening(cli, MEMBERS, COUNTER_MEMBERS);
    const staff = tokenOf(cli, 'board@club.test');
    const counterStaff = tokenOf(cli, 'counter@club.test');
    await signInPage(server.baseURL, staff.token);
    const realtime = await realtimeConfig(server.baseURL);
    const url = `ws://127.0.0.1:${server.port}/app/${realtime.key}?protocol=7&client=js&version=8.6.0&flash=false`;
    const { strainId, slot } = await reservable(server.baseURL, members[WIDGET_MEMBERS]!.token);
    const pid = server.process.pid!;
    const started = clock();
    const cpuBefore = cpuMs(pid);
    const rss = sampleRss(pid);
    const traffic = createTraffic(server.baseURL, started);
    const deliveries = new Deliveries();
    const cueReads = new CueReads();
    const open = (token: string, reads: Read[], cues: Record<string, Read[]>) => {
      const page = openPage(traffic, token, reads, cues, cueReads);
      pages.push(page);
      return page;
    };

    // each socket is named by its member's id; a frame arrives stamped by the sockets' thread
    const pageOf = new Map<string, Page>();
    sockets = startSocketThread(
      { mode: 'pusher', url, baseURL: server.baseURL, started, events: Object.keys(KINDS) },
      (name, raw, at) => {
        const kind = KINDS[(JSON.parse(raw) as Frame).event]!;
        deliveries.arrive(kind, name, at);
        pageOf.get(name)?.cue(kind);
      },
      traffic,
    );
    // the staff dashboard and the counter screen, then the members arriving in batches (a widget
    // page loads its reads at once)
    const dashboard = open(staff.token, [DASHBOARD], { staff: [DASHBOARD] });
    pageOf.set(String(staff.id), dashboard);
    await sockets.connect([{ name: String(staff.id), token: staff.token, channels: ['private-club.staff'] }]);
    const counter = open(counterStaff.token, [COUNTER_BATCHES], {});
    await Promise.all([dashboard.loaded, counter.loaded]);
    for (let from = 0; from < MEMBERS; from += 50) {
      const batch = members.slice(from, from + 50);
      const loads = batch.map((member, index) => {
        if (from + index >= WIDGET_MEMBERS) return undefined;
        const page = open(member.token, WIDGET_LOAD, WIDGET_CUES);
        pageOf.set(String(member.id), page);
        return page.loaded;
      });
      await Promise.all([
        sockets
          .connect(
            batch.map((member) => ({
              name: String(member.id),
              token: member.token,
              channels: [`private-App.Models.User.${member.id}`, 'news', 'terms'],
            })),
          )
          // the widgets' catch-up once their channels are subscribed (bench/club-evening-widgets.ts)
          .then(() => batch.forEach((member) => pageOf.get(String(member.id))?.cue('subscribed'))),
        ...loads,
      ]);
    }
    const connected = clock() - started;

    const timeline: Promise<unknown>[] = [];
    // the counter: a handover every 20 s to one of its members, as its staff member records it on the
    // counter screen (paid from the wallet: notification + cue to the member, a cue to the dashboard)
    const batchId = await counterBatch(server.baseURL, counterStaff.token, strainId);
    for (let at = scaled(20), turn = 0; at < scaled(300); at += scaled(20), turn++) {
      const member = members[turn % COUNTER_MEMBERS]!;
      timeline.push(
        wait(started + at).then(() =>
          handOver(traffic, counter, counterStaff.token, member, batchId, turn, (sent) => {
            deliveries.expect('wallet', String(member.id), sent);
            deliveries.expect('notification', String(member.id), sent);
            deliveries.expect('staff', String(staff.id), sent);
          }),
        ),
      );
    }
    // minute 2: a post to all (PostPublished on `news` and a notification to every member)
    const post = path.join(scratch, 'post.md');
    writeFileSync(post, '# The new harvest\n\nThe new harvest is in: come by on Friday evening.\n');
    timeline.push(
      wait(started + scaled(120)).then(async () => {
        const sent = clock();
        for (const member of members) {
          deliveries.expect('post', String(member.id), sent);
          deliveries.expect('notification', String(member.id), sent);
        }
        await cliThread
          .run(['post:create', '--title', 'The new harvest', '--body-file', post])
          .catch((error: Error) => traffic.failures.push(`club post:create: ${error.message}`));
      }),
    );
    // minute 3: 50 members pay in and 20 reserve at once; each is a cue on the staff dashboard
    timeline.push(
      wait(started + scaled(180)).then(() =>
        Promise.all([
          ...members.slice(20, 20 + PAYING).map((member, index) => {
            deliveries.expect('staff', String(staff.id), clock());
            return traffic.call(
              'POST /api/wallet/deposits',
              '/api/wallet/deposits',
              member.token,
              { amount: '25.00' },
              {
                'Idempotency-Key': `club-evening-deposit-${index}`,
              },
            );
          }),
          ...members.slice(WIDGET_MEMBERS, WIDGET_MEMBERS + RESERVING).map((member, index) => {
            deliveries.expect('staff', String(staff.id), clock());
            return traffic.call(
              'POST /api/growing/reservations',
              '/api/growing/reservations',
              member.token,
              { strain_id: strainId, grams: 1, slot },
              { 'Idempotency-Key': `club-evening-reservation-${index}` },
            );
          }),
        ]),
      ),
    );
    await Promise.all(timeline);
    await wait(started + scaled(300));
    // the last cues' reads and deliveries settle (at most 10 s)
    for (const until = clock() + 10_000; deliveries.missed() > 0 && clock() < until;) await wait(clock() + 50);
    const seconds = (clock() - started) / 1000;
    const ours = { cpu: (cpuMs(pid) - cpuBefore) / 1000 / seconds, rss: rss.stop(), seconds };
    const baseline = await replayOnBareHono(traffic.calls);
    const relayed = await replayOnRawRelay(deliveries.expected.map((event) => ({ ...event, at: event.at - started })));
    report(traffic, deliveries, cueReads, ours, baseline, relayed, connected);
  } finally {
    for (const page of pages) page.close();
    session.logout();
    await sockets?.close();
    await cliThread.close();
    cli.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(server.databasePath + suffix, { force: true });
  }
}

/**
 * The page's session (the fetcher loads only while someone is signed in): the bench's process plays
 * every open page, each sending its own member's token.
 */
async function signInPage(baseURL: string, token: string): Promise<void> {
  const answer = await fetch(`${baseURL}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const user = (await answer.json()) as User;
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 24 * 3600, user } satisfies AuthResponse);
}

/** The counter screen's batch of the evening's strain with the most in stock. */
async function counterBatch(baseURL: string, token: string, strainId: number): Promise<number> {
  const answer = await fetch(`${baseURL}/api/club/counter/batches`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { id: number; strain: { id: number }; stock_grams: number }[] };
  const batch = data.filter((b) => b.strain.id === strainId).sort((a, b) => b.stock_grams - a.stock_grams)[0];
  if (!batch) throw new Error('the counter lists no released batch of the evening strain');
  return batch.id;
}

/**
 * One handover as the counter screen makes it (src/modules/club-counter/store/counter-store.ts): the
 * member found by number, the handover with its Idempotency-Key and the photo ID seen, then the
 * batches and the member's summary fetched again.
 */
async function handOver(
  traffic: Traffic,
  counter: Page,
  token: string,
  member: EveningMember,
  batchId: number,
  turn: number,
  sent: (at: number) => void,
): Promise<void> {
  const lookup: Read = ['GET /api/club/counter/members/:number', `/api/club/counter/members/${member.number}`];
  await traffic.call(...lookup, token);
  sent(clock());
  const done = await traffic.call(
    'POST /api/club/counter/handovers',
    '/api/club/counter/handovers',
    token,
    { user_id: member.id, batch_id: batchId, grams: '1', id_seen: true },
    { 'Idempotency-Key': `club-evening-handover-${turn}` },
  );
  if (done === null) return;
  counter.invalidate(COUNTER_BATCHES[0]);
  await traffic.call(...lookup, token);
}

/** A strain a member without the club's age check may reserve (the under-21 limits apply) and the first slot. */
async function reservable(baseURL: string, token: string): Promise<{ strainId: number; slot: string }> {
  const get = async (at: string) =>
    (await (
      await fetch(`${baseURL}${at}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: unknown[];
    };
  const strains = (await get('/api/growing/strains')).data as { id: number; allowed: boolean; stock_grams: number }[];
  const strain = strains.filter((s) => s.allowed).sort((a, b) => b.stock_grams - a.stock_grams)[0];
  const slot = ((await get('/api/growing/slots')).data as { at: string }[])[0];
  if (!strain || !slot) throw new Error('the demo club offers no strain or slot to reserve');
  return { strainId: strain.id, slot: slot.at };
}

interface Run {
  cpu: number;
  rss: number;
  seconds: number;
}

function report(
  traffic: Traffic,
  deliveries: Deliveries,
  cueReads: CueReads,
  ours: Run,
  baseline: Awaited<ReturnType<typeof replayOnBareHono>>,
  relayed: Relayed,
  connected: number,
): void {
  const routes = [...new Set(traffic.calls.map((call) => call.route))].sort();
  const timesOf = (route: string, calls: { route: string; ms: number }[]) =>
    calls.filter((call) => call.route === route).map((call) => call.ms);
  const p99s = routes.map((route) => ({
    route,
    ours: percentile(timesOf(route, traffic.calls), 99),
    bare: percentile(timesOf(route, baseline.calls), 99),
  }));
  const events = [...deliveries.latencies.values()].flat();
  const missed = deliveries.missed();
  const errors = traffic.failures.length + missed;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  printSection(
    `A club's busiest evening (${MEMBERS} members online, ${WIDGET_MEMBERS} with the widgets open, ${ours.seconds.toFixed(0)} s)`,
    [
      ...routes.map((route) => ({
        figure: `HTTP ${route}`,
        value: latencies(timesOf(route, traffic.calls), timesOf(route, traffic.calls).length),
        baseline: latencies(timesOf(route, baseline.calls), timesOf(route, baseline.calls).length),
        baselineName: 'bare Hono, the same calls at the same offsets',
      })),
      ...[...cueReads.byRoute].map(([route, { cues, reads }]) => ({
        figure: `reads per cue: ${route}`,
        value: `${(reads / cues).toFixed(2)} (${reads} reads / ${cues} cues)`,
        baseline: `1.00 (${cues} reads)`,
        baselineName: 'one read per cue, as the fetcher before merging',
      })),
      ...[...deliveries.latencies].map(([kind, times]) => ({
        figure: `event delivery: ${kind}`,
        value: latencies(times, times.length),
        baseline: latencies(relayed.latencies.get(kind) ?? [], (relayed.latencies.get(kind) ?? []).length),
        baselineName: 'a bare ws relay, the same events at the same offsets',
      })),
      {
        figure: 'errors (non-2xx, failed calls, events not delivered)',
        value: `${traffic.failures.length} + ${missed}`,
        baseline: String(baseline.failures),
        baselineName: 'bare Hono, failed calls',
      },
      {
        figure: 'server resident set, peak',
        value: mb(ours.rss),
        baseline: mb(baseline.rss),
        baselineName: 'bare Hono process, peak',
      },
      {
        figure: 'server CPU, mean over the evening',
        value: `${(ours.cpu * 100).toFixed(0)} % of a core`,
        baseline: `${(baseline.cpu * 100).toFixed(0)} % of a core`,
        baselineName: 'bare Hono process',
      },
    ],
    [
      `${traffic.calls.length} calls; all ${MEMBERS + 1} sockets subscribed ${(connected / 1000).toFixed(1)} s after the start.`,
      "The counter's handover is the counter screen's: GET club/counter/members/{number}, POST club/counter/handovers, then its batches and the member again, with counter@club.test's session.",
      'Reads per cue: the cues (and, for the counter, its own writes) that asked each page to fetch a read again, and the requests its fetcher (src/core/resource/resource.ts) sent for them.',
      "The pages run in the bench's main thread, the sockets (ours and the bare relay's) and `club post:create` each in a thread of their own (bench/club-evening-threads.ts), all on the same cores as the server; one IP, so REALTIME_MAX_CONNECTIONS_PER_IP is raised for the run.",
      ...traffic.failures.slice(0, 5).map((failure) => `error: ${failure}`),
    ],
  );
  const worst = p99s.sort((a, b) => b.ours - a.ours)[0]!;
  recordAcceptance({
    line: 'club evening: 0 errors',
    value: String(errors),
    baseline: `${baseline.failures} (bare Hono)`,
    ratio: '',
    target: '= 0',
    met: errors === 0,
  });
  recordAcceptance({
    line: `club evening: HTTP p99 <= ${GOALS.httpP99} ms for every route class (worst: ${worst.route})`,
    value: ms(worst.ours),
    baseline: `${ms(worst.bare)} (bare Hono)`,
    ratio: `${(worst.ours / worst.bare).toFixed(2)}x`,
    target: `<= ${GOALS.httpP99} ms`,
    met: worst.ours <= GOALS.httpP99,
  });
  const eventP99 = percentile(events, 99);
  const relayP99 = percentile([...relayed.latencies.values()].flat(), 99);
  recordAcceptance({
    line: `club evening: event delivery p99 <= ${GOALS.eventP99} ms (${events.length} delivered, ${missed} missed)`,
    value: ms(eventP99),
    baseline: `${ms(relayP99)} (bare ws relay, ${relayed.missed} missed)`,
    ratio: `${(eventP99 / relayP99).toFixed(2)}x`,
    target: `<= ${GOALS.eventP99} ms`,
    met: eventP99 <= GOALS.eventP99 && missed === 0,
  });
  recordAcceptance({
    line: 'club evening: server RSS <= 400 MB',
    value: mb(ours.rss),
    baseline: `${mb(baseline.rss)} (bare Hono)`,
    ratio: `${(ours.rss / baseline.rss).toFixed(2)}x`,
    target: '<= 400 MB',
    met: ours.rss <= GOALS.rssBytes,
  });
  recordResult('club-evening', {
    seconds: ours.seconds,
    connectedMs: connected,
    routes: Object.fromEntries(
      routes.map((route) => [
        route,
        {
          calls: timesOf(route, traffic.calls).length,
          p50: percentile(timesOf(route, traffic.calls), 50),
          p99: percentile(timesOf(route, traffic.calls), 99),
          bareP50: percentile(timesOf(route, baseline.calls), 50),
          bareP99: percentile(timesOf(route, baseline.calls), 99),
        },
      ]),
    ),
    readsPerCue: Object.fromEntries(cueReads.byRoute),
    events: Object.fromEntries(
      [...deliveries.latencies].map(([kind, times]) => [
        kind,
        { delivered: times.length, p50: percentile(times, 50), p99: percentile(times, 99) },
      ]),
    ),
    missed,
    failures: traffic.failures,
    server: { cpuShare: ours.cpu, rssBytes: ours.rss },
    bareHono: { cpuShare: baseline.cpu, rssBytes: baseline.rss, failures: baseline.failures },
    bareRelay: {
      missed: relayed.missed,
      events: Object.fromEntries(
        [...relayed.latencies].map(([kind, times]) => [
          kind,
          { p50: percentile(times, 50), p99: percentile(times, 99) },
        ]),
      ),
    },
  });
}
