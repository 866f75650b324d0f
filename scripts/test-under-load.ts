// `npm run test:under-load -- [runs] [loops]`: shows issue 16's claim that `npm test` passes while
// another process keeps the cores busy. Starts `loops` busy-loop processes (default 2, one per core
// of the CI machine), runs `npm test` `runs` times in a row (default 3) and prints each run's result
// from vitest's own JSON report. Times are printed for the reader, never judged: a test must not
// depend on how fast the machine is. Exit code 0 only if every run passed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 3);
const loops = Number(process.argv[3] ?? 2);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(loops) || loops < 0) {
  console.error('usage: npm run test:under-load -- [runs ≥ 1] [busy loops ≥ 0]');
  process.exit(2);
}

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

function runTests(outputFile: string): Promise<number> {
  const child = spawn('npm', ['test', '--', '--reporter=dot', '--reporter=json', `--outputFile.json=${outputFile}`], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const dir = path.join(root, 'var/under-load');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (let i = 0; i < loops; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`${loops} busy loops on ${cpus().length} cores; npm test ${runs} times`);

const lines: string[] = [];
let allPassed = true;
for (let run = 1; run <= runs; run++) {
  const file = path.join(dir, `run-${run}.json`);
  const started = performance.now();
  const code = await runTests(file);
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
    `run ${run}: ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}, ${summary}, ${seconds} s wall, load ${loadavg()[0]!.toFixed(1)}`,
    ...failures,
  );
  console.log(lines.at(-1 - failures.length));
}
stopBusy();

console.log(`\nnpm test under ${loops} busy loops:`);
for (const line of lines) console.log(line);
console.log(allPassed ? `all ${runs} runs passed` : 'not every run passed');
process.exit(allPassed ? 0 : 1);
