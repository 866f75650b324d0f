// `npm run bench [-- section…]`: prints each figure beside a baseline measured in the same run.
import { benchEmbedMount } from './embed-mount.ts';
import { benchRealtimeLatency } from './realtime-latency.ts';
import { benchSizes } from './sizes.ts';

const sections: [string, () => Promise<void>][] = [['sizes', benchSizes], ['realtime', benchRealtimeLatency], ['embed-mount', benchEmbedMount]];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !sections.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}. Sections: ${sections.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}

console.log(`# Club portal benchmarks (${new Date().toISOString()}, Node ${process.version})`);
for (const [name, run] of sections) {
  if (only.length > 0 && !only.includes(name)) continue;
  await run();
}
