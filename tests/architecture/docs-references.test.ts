// The docs live in the repository (docs/README.md): no comment or doc points at a file
// outside it, citations use the docs/ forms, and everything cited exists in docs/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { danglingPaths } from './support/cited-paths.ts';

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
// Its files carry the wrong forms on purpose, for the rules below to find.
const FIXTURES = 'tests/architecture/fixtures/docs/';
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

function repoPaths(): string[] {
  const paths: string[] = [];
  for (const dir of SCANNED_DIRS) walk(join(ROOT, dir), paths);
  for (const file of SCANNED_ROOT_FILES) if (existsSync(join(ROOT, file))) paths.push(join(ROOT, file));
  return paths.map((path) => relative(ROOT, path).split('\\').join('/'));
}

const tree = repoPaths();
const read = (path: string) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') });
const files = tree.filter((path) => TEXT_FILE.test(path) && path !== SELF && !path.startsWith(FIXTURES)).map(read);
// Outputs a command writes (bench/results.json): named in .gitignore as plain paths.
const generated = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[\w.-]+\/[\w./-]+$/.test(line));
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
  it('finds the sections §1-§12 in docs/spec.md', () => {
    expect([...specSections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('finds the threats T1-T39 in docs/threats.md, then later ones (T40-T60) in order', () => {
    const entries = [...threatEntries];
    expect(entries.slice(0, 39)).toEqual(Array.from({ length: 39 }, (_, i) => `T${i + 1}`));
    const later = entries.slice(39).map((entry) => Number(entry.slice(1)));
    expect(later.filter((n, i) => n < 40 || n > 60 || (i > 0 && n <= later[i - 1]!))).toEqual([]);
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

  it('finds every test that docs/threats.md names in the test file it names', () => {
    const named = [...doc('threats.md').matchAll(/^- (tests\/\S+): "(.*)"$/gm)].map((m) => ({
      file: m[1]!,
      title: m[2]!.replace(/\\"/g, '"'),
    }));
    expect(named.length).toBeGreaterThan(25);
    const missing = named.filter(
      ({ file, title }) => !existsSync(join(ROOT, file)) || !read(file).text.includes(title),
    );
    expect(missing).toEqual([]);
  });
});

describe('every path a comment or doc names exists', () => {
  it('finds each file or folder that a comment, README or docs/ page names under src/, server/, embed/, tests/, build/, bench/, scripts/, examples/ or docs/', () => {
    expect(danglingPaths(files, tree, generated)).toEqual([]);
  });

  it('names a comment that cites a file which is not there, and only that one (fixture)', () => {
    expect(danglingPaths([read(`${FIXTURES}dangling-path.ts`)], tree, generated)).toEqual([
      `${FIXTURES}dangling-path.ts:2: server/modules.ts`,
      `${FIXTURES}dangling-path.ts:9: src/modules/<feature>/store.tsx`,
    ]);
  });

  it('names a Markdown line that cites a folder which is not there (fixture)', () => {
    expect(danglingPaths([read(`${FIXTURES}dangling-path.md`)], tree, generated)).toEqual([
      `${FIXTURES}dangling-path.md:3: server/deployment/`,
    ]);
  });
});

// "issue N" means nothing to a reader of the repository: a comment, a test title or a doc cites the
// spec section, contract, threat or decision the issue produced (docs/README.md), or stands alone.
const ISSUE_NUMBER = /\bissues?\s*(?:(?:\/\/|\*|#|--)\s*)?#?\d+/i;

describe('no "issue N" in comments, test titles or docs', () => {
  it('cites no issue number anywhere in the scanned files', () => {
    expect(occurrences(ISSUE_NUMBER)).toEqual([]);
  });

  it('finds an issue number in a comment, across a line break, and in a test title (fixture)', () => {
    const { text } = read(`${FIXTURES}issue-citations.ts`);
    expect([...text.matchAll(new RegExp(ISSUE_NUMBER.source, 'gi'))].map((m) => m[0].replace(/\s+/g, ' '))).toEqual([
      'issue 16',
      'issue // 14',
      'Issue 15',
    ]);
  });
});
