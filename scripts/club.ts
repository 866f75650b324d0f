// `npm run club -- <command>`: the admin CLI (server/cli.ts) with the same local demo default as
// `npm start` (scripts/local-env.ts), so it reads the demo's generated secrets under var/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { localDemoEnv } from './local-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const cli = spawnSync(process.execPath, [path.join(root, 'server/cli.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: localDemoEnv(process.env, process.cwd()),
});
process.exit(cli.status ?? 1);
