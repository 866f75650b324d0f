// The docs live in the repository (issue 17; docs/README.md): no comment or doc points at a file
// outside it, citations use the docs/ forms, and everything cited exists in docs/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED_DIRS = ['src', 'server', 'embed', 'tests', 'build', 'bench', 'scripts', 'examples', 'docs', '.ci'];
const SCANNED_ROOT_FILES = [
  'README.md',
  'package.json',
  'rollup.config.mjs',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
  'tsconfig.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'var', 'test-results', '.git']);
const TEXT_FILE = /(\.(ts|tsx|mts|mjs|cjs|js|jsx|json|md|html|css|sql|sh|yml|yaml|txt|svg)|\/run)$/;
// This file names the forbidden forms itself.
const SELF = 'tests/architecture/docs-references.test.ts';

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
}

function repoFiles(): { path: string; text: string }[] {
  const paths: string[] = [];
  for (const dir of SCANNED_DIRS) walk(join(ROOT, dir), paths);
  for (const file of SCANNED_ROOT_FILES) if (existsSync(join(ROOT, file))) paths.push(join(ROOT, file));
  return paths
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((path) => TEXT_FILE.test(path) && path !== SELF)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

const files = repoFiles();
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every match of `pattern` in the scanned files, as "path:line: match". */
function occurrences(
  pattern: RegExp,
  keep: (match: RegExpExecArray, file: { path: string; text: string }) => boolean = () => true,
): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    )) {
      if (keep(match, file)) found.push(`${file.path}:${lineOf(file.text, match.index)}: ${match[0].trim()}`);
    }
  }
  return found;
}

const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');
const headings = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]));

const specSections = headings(doc('spec.md'), /^## (\d+)\. /gm);
const contractSections = new Set([
  ...headings(doc('contracts.md'), /^## (\d+)\. /gm),
  ...headings(doc('contracts.md'), /^### (\d+\.\d+) /gm),
]);
const threatEntries = headings(doc('threats.md'), /^## (T\d+) /gm);
const architectureDecisions = headings(
  doc('architecture.md')
    .split(/^## Decisions$/m)[1]
    ?.split(/^## /m)[0] ?? '',
  /^(\d+)\. \*\*/gm,
);

/** Citations `<file> §a, §b-§c` (or `<file> Ta, Tb`) whose numbers have no heading in the doc. */
function missingCitations(file: string, item: RegExp, known: Set<string>): string[] {
  const list = new RegExp(
    `${file.replace(/[./]/g, '\\$&')}((?:(?:\\s*(?:,|-|–|and|or)\\s*|\\s+)${item.source})+)`,
    'g',
  );
  const missing: string[] = [];
  for (const { path, text } of files) {
    for (const match of text.matchAll(list)) {
      for (const cited of match[1].matchAll(new RegExp(item.source, 'g'))) {
        if (!known.has(cited[1])) missing.push(`${path}:${lineOf(text, match.index)}: ${file} ${cited[0]}`);
      }
    }
  }
  return missing;
}

describe('no comment or doc points outside the repository', () => {
  it('names no specification, architecture or contract file outside docs/ (SPEC.md, ARCHITECTURE.md, reference/contracts.md, /work/shared)', () => {
    expect(occurrences(/SPEC\.md|ARCHITECTURE\.md|reference\/contracts\.md|\/work\/shared/)).toEqual([]);
  });

  it('has no relative path to a shared folder outside the repository or to one that does not exist', () => {
    const outside = occurrences(/(?:\.\.\/)+shared\/[^\s'"`)\]*]*/, (match, file) => {
      const target = resolve(ROOT, dirname(file.path), match[0]);
      return relative(ROOT, target).startsWith('..') || !existsSync(target);
    });
    expect(outside).toEqual([]);
  });

  it('cites the specification as docs/spec.md §n, never a bare SPEC', () => {
    expect(occurrences(/\bSPEC\b/)).toEqual([]);
  });

  it('cites the architecture as docs/architecture.md, never a bare ARCHITECTURE', () => {
    expect(occurrences(/\bARCHITECTURE\b/)).toEqual([]);
  });

  it('cites the contracts as docs/contracts.md §n.m and threats as docs/threats.md Tn, never a bare "contracts §" or "contracts Tn"', () => {
    expect(occurrences(/(?<![\w/.-])contracts\s+(?:§|T\d)/)).toEqual([]);
  });
});

describe('every citation has its heading in docs/', () => {
  it('finds the sections §1-§10 in docs/spec.md', () => {
    expect([...specSections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('finds the threats T1-T34 in docs/threats.md', () => {
    expect([...threatEntries]).toEqual(Array.from({ length: 34 }, (_, i) => `T${i + 1}`));
  });

  it('has a heading in docs/spec.md for every cited docs/spec.md §n', () => {
    expect(missingCitations('docs/spec.md', /§\s?(\d+(?:\.\d+)*)/, specSections)).toEqual([]);
  });

  it('has a heading in docs/contracts.md for every cited docs/contracts.md §n.m', () => {
    expect(missingCitations('docs/contracts.md', /§\s?(\d+(?:\.\d+)*)/, contractSections)).toEqual([]);
  });

  it('has an entry in docs/threats.md for every cited docs/threats.md Tn and every short Tn', () => {
    expect(missingCitations('docs/threats.md', /\b(T\d+)\b/, threatEntries)).toEqual([]);
    // The short form: a Tn after "(", ",", ";" or a comment marker, as in "(T3, T4)" or "// T24:".
    const shortForms = occurrences(
      /(?<=(?:[(;,]|\/\/|\*)\s?)T(\d{1,2})\b/,
      (match) => !threatEntries.has(`T${match[1]}`),
    );
    expect(shortForms).toEqual([]);
  });

  it('has a numbered decision in docs/architecture.md for every cited docs/architecture.md decision n', () => {
    const missing = occurrences(
      /docs\/architecture\.md\s+decisions?\s+(\d+)/,
      (match) => !architectureDecisions.has(match[1]),
    );
    expect(architectureDecisions.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('finds every test that docs/threats.md names in a test file', () => {
    const testSources = files
      .filter((file) => file.path.startsWith('tests/'))
      .map((file) => file.text)
      .join('\n');
    const named = [...doc('threats.md').matchAll(/^- (tests\/\S+): "(.*)"$/gm)].map((m) => ({
      file: m[1],
      title: m[2].replace(/\\"/g, '"'),
    }));
    expect(named.length).toBeGreaterThan(25);
    expect(named.filter(({ title }) => !testSources.includes(title))).toEqual([]);
  });
});
