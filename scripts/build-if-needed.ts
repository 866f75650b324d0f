// Builds dist/ when any source is newer than the bundles (used by `npm start` and the browser tests).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/portal/index.html', 'dist/portal/sw.js', 'dist/embed/club-widgets.js'];
const inputs = ['src', 'embed', 'build', 'rollup.config.mjs', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(): boolean {
  const builtAt = Math.min(
    ...outputs.map((file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0)),
  );
  return builtAt === 0 || Math.max(...inputs.map((file) => newestMtime(path.join(root, file)))) > builtAt;
}

/** Runs `npm run build` when stale; returns false when the build failed. */
export function buildIfNeeded(log: (line: string) => void = console.log): boolean {
  if (!isBuildStale()) return true;
  log('Building the portal and the embed script…');
  return spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status === 0;
}
