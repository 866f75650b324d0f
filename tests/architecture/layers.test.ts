// The layer rules (.dependency-cruiser.mjs, docs/architecture.md) as part of `npm test`: the real
// tree has no violation, and each rule fires on a fixture with a deliberately wrong import
// (tests/architecture/fixtures/, a small tree laid out like the real one).
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import config from '../../.dependency-cruiser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const rules = (config.forbidden as { name: string }[]).map((rule) => rule.name);

async function violations(baseDir: string): Promise<string[]> {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const { output } = await cruise(['src', 'embed', 'server'], {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the layer rules', () => {
  it('finds no violation in the real tree (src/, embed/, server/)', async () => {
    expect(await violations(root)).toEqual([]);
  }, 120_000);

  describe('on fixtures with one deliberately wrong import per rule', () => {
    const found = violations(fixtures);

    it('reports exactly the wrong imports, each under the name of the rule it breaks', async () => {
      expect(await found).toEqual(
        [
          'core-imports-no-outer-layer: src/core/bad-core.ts -> src/modules/wallet/store.ts',
          'ui-imports-only-core: src/ui/bad-ui.ts -> src/modules/wallet/store.ts',
          'module-imports-no-other-module: src/modules/chat/store.ts -> src/modules/wallet/store.ts',
          'module-imports-no-portal-or-embed: src/modules/news/store.ts -> src/portal/app.ts',
          'embed-and-portal-apart: embed/bad-widget.ts -> src/portal/app.ts',
          'embed-and-portal-apart: src/portal/app.ts -> embed/loader.ts',
          'server-imports-client-only-as-types: server/bad-route.ts -> src/modules/wallet/types.ts',
          'server-module-imports-no-other-module: server/modules/growing/routes.ts -> server/modules/wallet/repository.ts',
          'shared-contract-stands-alone: src/shared/contract/bad-contract.ts -> src/core/ok.ts',
          'realtime-one-entry: src/modules/chat/live.ts -> src/core/realtime/connection.ts',
        ].sort(),
      );
    });

    it.each(rules)('fires %s on its fixture', async (rule) => {
      expect((await found).filter((line) => line.startsWith(`${rule}: `))).not.toEqual([]);
    });

    it('lets the server import client types with `import type` and run-time values from src/shared/contract/', async () => {
      expect((await found).filter((line) => line.includes('server/ok-route.ts'))).toEqual([]);
    });

    it('lets a server module import the platform and its own folder, and the list of modules import every module', async () => {
      const allowed = ['server/modules/wallet/', 'server/modules/index.ts'];
      expect((await found).filter((line) => allowed.some((from) => line.includes(`: ${from}`)))).toEqual([]);
    });
  });
});
