import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain ESM config without type declarations
import { preactAliases } from './rollup.config.mjs';

// Four projects: the React client (core, ui, modules, portal) in happy-dom; the embed, where
// react is aliased to preact/compat exactly as in its bundle; the server in plain Node; and the
// build tests, which read the bundles built once per run (tests/build/global-setup.ts).
// `include` is matched against the module id, which keeps the `?inline` query.
const css = { include: /\.css(\?|$)/ };
// Client and embed tests run against the real server in-process; on a loaded 2-core CI machine a
// test of a few awaited round trips was seen to pass 3 s, so the limit is well above vitest's 5 s.
const testTimeout = 20_000;

export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one worker on a 2-core machine, the other
    // core idle while the main process waits. Both cores run test files.
    maxWorkers: '100%',
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
          setupFiles: [
            'tests/setup/client.ts',
            'tests/setup/async-waits.ts',
            'tests/setup/react-cleanup.ts',
            'tests/setup/dom-matchers.ts',
          ],
          // The files of a worker share one window and module graph (about a quarter of the CPU of a
          // fresh realm per file); the setup files reset per file what a fresh page would
          // not carry (tests/setup/client.ts, react-cleanup.ts, preact-cleanup.ts).
          isolate: false,
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
          setupFiles: [
            'tests/setup/client.ts',
            'tests/setup/async-waits.ts',
            'tests/setup/async-waits-preact.ts',
            'tests/setup/preact-cleanup.ts',
            'tests/setup/dom-matchers.ts',
          ],
          server: { deps: { inline: ['@nanostores/react', 'wouter', '@testing-library/react'] } },
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/realtime/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          // Every server test builds its own world (':memory:' database, manual clock, createApp), and
          // the server keeps no state in its modules beyond per-database caches: the files of a worker
          // share one module graph instead of importing the whole server again for each file.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/build/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
