// `npm start`: build the portal and the embed when the sources are newer than dist/, then run the
// reference server (which migrates, seeds demo data on an empty database and serves everything).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/portal/index.html', 'dist/embed/club-widgets.js'].map((file) => path.join(root, file));
const inputs = ['src', 'embed', 'rollup.config.mjs', 'package-lock.json'].map((file) => path.join(root, file));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...inputs.map(newestMtime)) > builtAt) {
  console.log('Building the portal and the embed script…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, [path.join(root, 'server/main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
