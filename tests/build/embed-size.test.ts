import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../rollup.config.mjs';

// The embed script is pasted into club websites: its weight is paid by every visitor. Issue 6 sets
// the budget: 50 KB (51,200 bytes) gzip. The mandated libraries take most of it; what keeps the
// script inside is that it carries only what the widgets reach of them (build/rollup/:
// pusherWebSocketOnly, laravelEchoPusherOnly, ofetchDependencies), each replacement proven by its
// own tests. `npm run bench -- sizes` prints the script beside the floor of its libraries.
const BUDGET_BYTES = 50 * 1024;

describe('embed bundle', () => {
  it('stays under its budget of 50 KB gzip, as ONE script (dist/embed/club-widgets.js)', async () => {
    const bundle = await rollup({ ...embedConfig, onwarn: () => {} });
    const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
    await bundle.close();
    expect(output).toHaveLength(1); // ONE script tag: no lazy chunks may be split off
    const gzipped = gzipSync(output[0].type === 'chunk' ? output[0].code : '', { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
