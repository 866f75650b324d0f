// The builds use pusher-js, laravel-echo, ofetch (and every other library) through their
// published entry points. No file under build/ nor the rollup config reads a library's src/ or
// swaps a module inside a library; the only aliases are react -> preact/compat's own entries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig, portalConfig, preactAliases } from '../../rollup.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('libraries as published', () => {
  it('has no file under build/ nor the rollup config that reads a library’s files or sources', () => {
    const texts = [...filesUnder(path.join(root, 'build')), path.join(root, 'rollup.config.mjs')].map((file) => [
      path.relative(root, file),
      readFileSync(file, 'utf8'),
    ]);
    const offenders = texts
      .filter(([, text]) => /node_modules[\\/]|['"][^'"]*\/src\/[^'"]*['"]/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('aliases nothing but react and react-dom to preact/compat’s published entries', () => {
    expect(preactAliases.map((entry: { replacement: string }) => entry.replacement)).toEqual([
      'preact/compat/client',
      'preact/test-utils',
      'preact/compat',
      'preact/jsx-runtime',
      'preact/jsx-dev-runtime',
      'preact/compat',
    ]);
    for (const config of [embedConfig, portalConfig]) {
      const names = config.plugins.filter(Boolean).map((plugin: { name: string }) => plugin.name);
      expect(names).not.toContain('pusher-websocket-only');
      expect(names.filter((name: string) => name === 'alias')).toHaveLength(config === embedConfig ? 1 : 0);
    }
  });
});
