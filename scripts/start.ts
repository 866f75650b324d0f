// `npm start`: build the portal and the embed when the sources are newer than dist/, then run the
// reference server (which migrates, seeds demo data on an empty database and serves everything),
// in local demo mode unless APP_ENV says otherwise (scripts/local-env.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';
import { localDemoEnv } from './local-env.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!buildIfNeeded()) process.exit(1);
const server = spawnSync(process.execPath, [path.join(root, 'server/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: localDemoEnv(process.env, root),
});
process.exit(server.status ?? 0);
