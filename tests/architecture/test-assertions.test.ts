// Tests say what they check (docs/architecture.md "Conventions"): a view's test asserts what the
// member sees (text, state, role), never only that a query found an element.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { existenceOnlyAssertions } from './support/element-assertions.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'tests/architecture/fixtures');

function testSources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === FIXTURES) continue;
    if (statSync(path).isDirectory()) testSources(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

describe('assertions on elements', () => {
  it('checks more than that an element exists, in every test file', () => {
    const found = testSources(join(ROOT, 'tests')).flatMap((path) =>
      existenceOnlyAssertions(readFileSync(path, 'utf8')).map((at) => `${relative(ROOT, path)}:${at}`),
    );
    expect(found).toEqual([]);
  });

  it('finds toBeTruthy, toBeDefined, toBeInTheDocument and not.toBeNull on a query, a name bound to one or a helper that runs one (fixture)', () => {
    const fixture = readFileSync(join(FIXTURES, 'assertions/existence-only.tsx'), 'utf8');
    expect(existenceOnlyAssertions(fixture).map((at) => Number(at.split(':')[0]))).toEqual([9, 10, 11, 17, 18]);
  });
});
