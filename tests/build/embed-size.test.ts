import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../rollup.config.mjs';

// The embed script is pasted into club websites: its weight is paid by every visitor.
const BUDGET_BYTES = 50 * 1024;

describe('embed bundle', () => {
  it('stays under 50 KB gzip (dist/embed/club-widgets.js)', async () => {
    const bundle = await rollup({ ...embedConfig, onwarn: () => {} });
    const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
    await bundle.close();
    expect(output).toHaveLength(1); // ONE script tag: no lazy chunks may be split off
    const gzipped = gzipSync(output[0].type === 'chunk' ? output[0].code : '', { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
