// `npm run dev`: rebuild both bundles on change (rollup --watch) and restart the server on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localDemoEnv } from './local-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...localDemoEnv(process.env, root), NODE_ENV: 'development' };
const children = [
  spawn('npx', ['rollup', '-c', 'rollup.config.mjs', '--watch'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=server', '--watch-path=src/core/types.ts', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
