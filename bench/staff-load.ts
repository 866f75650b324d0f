// docs/spec.md §10: the staff area's own first load, beside a member's. Bytes: the JavaScript a board
// member's /club downloads beyond what a member's Dashboard downloads (the staff modules' list and
// definitions, the office's dashboard page and its texts), beside the member Dashboard's whole
// first-load JavaScript (gzip -9 of each file in dist/portal). Time: /club's first render (heading
// and a panel) at 4x CPU beside the member Dashboard's, in alternating rounds (portal-load.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { sessionDocument } from '../tests/e2e/support/signed-in.ts';
import { CPU_SLOWDOWN, firstRenders, gzip, SAMPLES, scriptsOf, type Screen } from './portal-load.ts';
import { openClubCli } from './realtime-club-notify.ts';
import { kb, ms, percentile, printSection, recordResult } from './report.ts';

const DIST = path.resolve(import.meta.dirname, '../dist/portal');
const bytes = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzip(readFileSync(path.join(DIST, file))), 0);

export async function benchStaff(): Promise<void> {
  if (!buildIfNeeded()) throw new Error('npm run build failed');
  const server = await startServer();
  const member = openClubCli(server.env, 'demo@club.test');
  const board = openClubCli(server.env, 'board@club.test');
  const browser = await launchBrowser();
  try {
    const dashboard: Screen = {
      url: `${server.baseURL}/dashboard`,
      heading: 'Hello, Demo!',
      session: {
        baseURL: server.baseURL,
        doc: await sessionDocument(server.baseURL, await member.token(), 'demo@club.test'),
      },
      frames: '.club-dashboard__card',
    };
    const club: Screen = {
      url: `${server.baseURL}/club`,
      heading: 'Club dashboard',
      session: {
        baseURL: server.baseURL,
        doc: await sessionDocument(server.baseURL, await board.token(), 'board@club.test'),
      },
      frames: '.club-office-panel',
    };
    const memberScripts = await scriptsOf(browser, dashboard);
    const staffScripts = await scriptsOf(browser, club);
    const own = [...staffScripts].filter((file) => !memberScripts.has(file));
    const [dashboardTimes, clubTimes] = await firstRenders(browser, [dashboard, club]);
    const median = (times: number[]) => percentile(times, 50);
    const ownBytes = bytes(own);
    const memberBytes = bytes(memberScripts);
    printSection(
      "The staff area's own first load (dist/portal as npm start serves it; the member's Dashboard in this run)",
      [
        {
          figure: "/club first-load JavaScript beyond a member's Dashboard, gzip -9",
          value: `${kb(ownBytes)} (${(ownBytes / memberBytes).toFixed(2)}x)`,
          baseline: kb(memberBytes),
          baselineName: "a member's Dashboard first-load JavaScript",
        },
        {
          figure: `/club first render at ${CPU_SLOWDOWN}x CPU (median of ${SAMPLES})`,
          value: `${ms(median(clubTimes!))} (${(median(clubTimes!) / median(dashboardTimes!)).toFixed(2)}x)`,
          baseline: ms(median(dashboardTimes!)),
          baselineName: "a member's Dashboard first render, same slowdown",
        },
      ],
      [`/club loads ${own.length} scripts of its own: ${own.map((file) => path.basename(file)).join(', ')}.`],
    );
    recordResult('staff', { ownBytes, memberBytes, clubMs: median(clubTimes!), dashboardMs: median(dashboardTimes!) });
  } finally {
    await browser.close();
    member.close();
    board.close();
    await server.stop();
  }
}
