import { defineConfig } from 'vitest/config';

// Browser journeys: playwright-core driving Debian's chromium against the real server,
// started once on a free port with a fresh database (tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    passWithNoTests: false,
  },
});
