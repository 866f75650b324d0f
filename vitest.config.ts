import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain ESM config without type declarations
import { preactAliases } from './rollup.config.mjs';

// Three projects: the React client (core, ui, modules, portal) in happy-dom; the embed, where
// react is aliased to preact/compat exactly as in its bundle; and the server in plain Node.
// `include` is matched against the module id, which keeps the `?inline` query.
const css = { include: /\.css(\?|$)/ };
// Client and embed tests run against the real server in-process; on a loaded 2-core CI machine a
// test of a few awaited round trips was seen to pass 3 s, so the limit is well above vitest's 5 s.
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          css,
          name: 'client',
          environment: 'happy-dom',
          testTimeout,
          include: [
            'tests/core/**/*.test.{ts,tsx}',
            'tests/ui/**/*.test.{ts,tsx}',
            'tests/modules/**/*.test.{ts,tsx}',
            'tests/portal/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/client.ts', 'tests/setup/async-waits.ts'],
        },
      },
      {
        resolve: { alias: preactAliases },
        test: {
          css,
          name: 'embed',
          environment: 'happy-dom',
          testTimeout,
          include: ['tests/embed/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts', 'tests/setup/async-waits.ts', 'tests/setup/async-waits-preact.ts'],
          server: { deps: { inline: ['@nanostores/react', 'wouter', '@testing-library/react'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/realtime/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
