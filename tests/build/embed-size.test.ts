import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../rollup.config.mjs';

// The embed script is pasted into club websites: its weight is paid by every visitor.
// Issue 6 asks for 50 KB. Measured (npm run bench -- sizes): the mandated libraries alone
// (preact/compat, nanostores, ofetch, rosetta, laravel-echo, pusher-js built for ws only) take
// ~28 KB, and the bell with its compact sign-in, the one-connection relay and both languages
// brings the script to ~53 KB after every reduction that keeps those libraries whole. Until the
// product decides (a smaller realtime client, or the budget), the test guards the size reached
// so far, so any growth fails: the 50 KB line of issue 6 is reported as not met.
const BUDGET_BYTES = 54 * 1024;

describe('embed bundle', () => {
  it('stays under its budget of 54 KB gzip, as ONE script (dist/embed/club-widgets.js)', async () => {
    const bundle = await rollup({ ...embedConfig, onwarn: () => {} });
    const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
    await bundle.close();
    expect(output).toHaveLength(1); // ONE script tag: no lazy chunks may be split off
    const gzipped = gzipSync(output[0].type === 'chunk' ? output[0].code : '', { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
