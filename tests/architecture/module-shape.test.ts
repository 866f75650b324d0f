// One shape per feature (docs/architecture.md "A module"): every src/modules/<feature>/ has only
// the documented top-level entries, a definition (index.ts) and both message tables; a module with
// more stores or request files keeps them inside api/ or store/. Tests mirror under tests/modules/.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const modulesDir = path.join(root, 'src/modules');

/** The documented top-level entries of a module folder. */
const MODULE_SHAPE = [
  'index.ts',
  'api.ts',
  'api',
  'store.ts',
  'store',
  'types.ts',
  'pages',
  'components',
  'widget.tsx',
  'messages',
] as const;

/** What is wrong with one module folder, each problem naming the entry. */
function shapeProblems(dir: string): string[] {
  const entries = readdirSync(dir);
  const name = path.basename(dir);
  const problems = entries
    .filter((entry) => !(MODULE_SHAPE as readonly string[]).includes(entry))
    .map((entry) => `${name}/${entry} is not part of the module shape`);
  if (!entries.includes('index.ts')) problems.push(`${name}/index.ts (the definition) is missing`);
  const messages = entries.includes('messages') ? readdirSync(path.join(dir, 'messages')) : [];
  for (const lang of ['en.ts', 'de.ts'])
    if (!messages.includes(lang)) problems.push(`${name}/messages/${lang} is missing`);
  return problems;
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the module shape', () => {
  it.each(modules)(
    'src/modules/%s has only the documented top-level entries, index.ts and messages/{en,de}.ts',
    (name) => {
      expect(shapeProblems(path.join(modulesDir, name))).toEqual([]);
    },
  );

  it('has notifications as a module of its own', () => {
    expect(modules).toContain('notifications');
  });

  it('mirrors the modules under tests/modules/ (no test folder for a module that does not exist)', () => {
    const testFolders = readdirSync(path.join(root, 'tests/modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(testFolders.filter((name) => !modules.includes(name))).toEqual([]);
  });

  it('names each entry outside the shape and each missing part', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-shape-'));
    try {
      const module = path.join(dir, 'bad');
      mkdirSync(path.join(module, 'messages'), { recursive: true });
      writeFileSync(path.join(module, 'helpers.ts'), '');
      writeFileSync(path.join(module, 'messages/en.ts'), '');
      mkdirSync(path.join(module, 'tickets'));
      expect(shapeProblems(module).sort()).toEqual(
        [
          'bad/helpers.ts is not part of the module shape',
          'bad/tickets is not part of the module shape',
          'bad/index.ts (the definition) is missing',
          'bad/messages/de.ts is missing',
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
