// `npm run test:under-load -- [runs] [loops] [--e2e | --only-e2e]`: shows that the tests pass while
// other processes keep the cores busy. Starts `loops` busy-loop processes (default 2, one per core
// of the CI machine), runs `npm test` `runs` times in a row (default 3), and with --e2e each time
// the browser journeys (`npm run test:e2e`) after it (--only-e2e: the journeys alone), and prints
// each run's result from vitest's own JSON report. Times are printed for the reader, never judged:
// a test must not depend on how fast the machine is. Exit code 0 only if every run passed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const [runsArg, loopsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = Number(runsArg ?? 3);
const loops = Number(loopsArg ?? 2);
const unknownFlags = [...flags].filter((flag) => flag !== '--e2e' && flag !== '--only-e2e');
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(loops) || loops < 0 || unknownFlags.length > 0) {
  console.error('usage: npm run test:under-load -- [runs ≥ 1] [busy loops ≥ 0] [--e2e | --only-e2e]');
  process.exit(2);
}

/** The suites each run takes, in order: the npm script and its name in the summary. */
const suites: { name: string; script: string[] }[] = [
  ...(flags.has('--only-e2e') ? [] : [{ name: 'npm test', script: ['test'] }]),
  ...(flags.has('--e2e') || flags.has('--only-e2e') ? [{ name: 'npm run test:e2e', script: ['run', 'test:e2e'] }] : []),
];

const busy: ChildProcess[] = [];
const stopBusy = () => busy.splice(0).forEach((child) => child.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
process.on('exit', stopBusy);

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
  testResults: { name: string; assertionResults: { status: string; fullName: string }[]; message?: string }[];
}

function runTests(script: string[], outputFile: string): Promise<number> {
  const child = spawn(
    'npm',
    [...script, '--', '--reporter=dot', '--reporter=json', `--outputFile.json=${outputFile}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const dir = path.join(root, 'var/under-load');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (let i = 0; i < loops; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(
  `${loops} busy loops on ${cpus().length} cores; ${suites.map((suite) => suite.name).join(' and ')} ${runs} times`,
);

const lines: string[] = [];
let allPassed = true;
for (let run = 1; run <= runs; run++)
  for (const suite of suites) {
    const file = path.join(dir, `${suite.script.at(-1)}-${run}.json`);
    const started = performance.now();
    const code = await runTests(suite.script, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    let summary = 'no vitest report (prettier failed, or vitest crashed)';
    const failures: string[] = [];
    try {
      const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
      summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numRuntimeErrorTestSuites ?? 0} files crashed`;
      for (const result of report.testResults) {
        const name = path.relative(root, result.name);
        for (const test of result.assertionResults)
          if (test.status === 'failed') failures.push(`    ${name} › ${test.fullName}`);
        if (result.message) failures.push(`    ${name}: ${result.message.split('\n')[0]}`);
      }
    } catch {
      // the summary says there is no report
    }
    allPassed &&= code === 0;
    lines.push(
      `${suite.name}, run ${run}: ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}, ${summary}, ${seconds} s wall, load ${loadavg()[0]!.toFixed(1)}`,
      ...failures,
    );
    console.log(lines.at(-1 - failures.length));
  }
stopBusy();

console.log(`\n${suites.map((suite) => suite.name).join(' and ')} under ${loops} busy loops:`);
for (const line of lines) console.log(line);
console.log(allPassed ? `all ${runs} runs passed` : 'not every run passed');
process.exit(allPassed ? 0 : 1);
