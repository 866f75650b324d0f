// `npm run bench [-- section…] [--minutes N]`: prints each figure beside a baseline measured in the
// same run. --minutes shortens the club evening (default 5) for a smoke run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi } from './api-throughput.ts';
import { benchClubBurst } from './club-evening-burst.ts';
import { benchClubEvening } from './club-evening.ts';
import { benchDelivery } from './delivery.ts';
import { benchFirstPaint } from './first-paint.ts';
import { benchEmbedMount } from './embed-mount.ts';
import { benchPortal } from './portal-load.ts';
import { benchRealtimeFanout } from './realtime-fanout.ts';
import { benchRealtimeLatency } from './realtime-latency.ts';
import { printAcceptance, results } from './report.ts';
import { benchSizes } from './sizes.ts';
import { benchStaff } from './staff-load.ts';

// Each section starts what it measures and prints its rows; a section of its own per scenario.
const { values, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { minutes: { type: 'string' }, rounds: { type: 'string' }, base: { type: 'string' } },
});
const minutes = values.minutes === undefined ? undefined : Number(values.minutes);
if (minutes !== undefined && !(minutes > 0)) {
  console.error(`--minutes takes a number of minutes above 0, not ${values.minutes}.`);
  process.exit(2);
}
const sections: [string, () => Promise<void>][] = [
  ['delivery', benchDelivery],
  ['paint', benchFirstPaint],
  ['api', benchApi],
  ['portal', benchPortal],
  ['staff', benchStaff],
  ['fanout', benchRealtimeFanout],
  ['sizes', benchSizes],
  ['realtime', benchRealtimeLatency],
  ['embed-mount', benchEmbedMount],
  ['club-evening', () => benchClubEvening({ minutes })],
  [
    'club-burst',
    () => benchClubBurst({ rounds: values.rounds ? Number(values.rounds) : undefined, base: values.base }),
  ],
];
// A diagnosis, not a goal line: runs only when named.
const ON_REQUEST = ['club-burst'];
const unknown = only.filter((name) => !sections.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}. Sections: ${sections.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}

console.log(`# Club portal benchmarks (${new Date().toISOString()}, Node ${process.version})`);
for (const [name, run] of sections) {
  if (only.length > 0 ? !only.includes(name) : ON_REQUEST.includes(name)) continue;
  await run();
}
printAcceptance();
const file = path.join(import.meta.dirname, 'results.json');
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`,
);
console.log(`\nWrote ${path.relative(process.cwd(), file)}.`);
