// The lint (.oxlintrc.json) as `npm test` runs it: each rule it adds fires on a fixture with one
// deliberate break (tests/architecture/fixtures/lint/), and the exit status fails the run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = 'tests/architecture/fixtures/lint/frozen-label-form.tsx';

interface Diagnostic {
  code: string;
  filename: string;
  labels: { span: { line: number } }[];
}

function lint(file: string): { status: number | null; found: string[] } {
  const run = spawnSync('node_modules/.bin/oxlint', ['-c', '.oxlintrc.json', '-f', 'json', file], {
    cwd: root,
    encoding: 'utf8',
  });
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return {
    status: run.status,
    found: diagnostics.map((d) => `${d.filename}:${d.labels[0]?.span.line} ${d.code}`).sort(),
  };
}

describe('the lint', () => {
  it('fails on a memo that leaves out what it reads, a conditional hook and an unused import', () => {
    const { status, found } = lint(FIXTURE);
    expect(found).toEqual([
      `${FIXTURE}:11 react-hooks(exhaustive-deps)`,
      `${FIXTURE}:14 react-hooks(rules-of-hooks)`,
      `${FIXTURE}:4 eslint(no-unused-vars)`,
    ]);
    expect(status).toBe(1);
  });
});
