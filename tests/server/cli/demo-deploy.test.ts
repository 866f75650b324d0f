// `club client-updated` in demo mode (server/cli/demo-deploy.ts): the portal reloads only for a
// really newer build (docs/contracts.md §7.1), so the demo command first stamps the built portal
// as a newer build; open portals then find it at /version.json and offer the update.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../server/cli/commands.ts';
import { bumpedBuildId } from '../../../server/cli/demo-deploy.ts';
import { isNewerBuild } from '../../../src/modules/common/store/client-update-version.ts';
import { createWorld } from '../helpers.ts';

const RUNNING = '0.1.0+mbx3k2a1';

function builtPortal(id = RUNNING): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="club:build" content="${id}" /></head><body></body></html>`,
  );
  writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: id }) + '\n');
  return dir;
}

async function clientUpdated(env: Record<string, string>, portalDir: string) {
  const w = createWorld({ env, staticDirs: { portalDir } });
  const out: string[] = [];
  const code = await runCommand(w.app.deps, ['client-updated'], {
    out: (line) => out.push(line),
    err: (line) => out.push(line),
    portalDir,
  });
  const deployed = (await w.call('GET', '/version.json')).body as { version: string };
  const meta = /name="club:build" content="([^"]*)"/.exec(readFileSync(path.join(portalDir, 'index.html'), 'utf8'))![1];
  return { code, out, broadcasts: w.broadcasts, deployed: deployed.version, meta };
}

describe('club client-updated in demo mode', () => {
  it('deploys the built portal as a newer build, then sends the cue, so an open portal offers the update', async () => {
    const result = await clientUpdated({}, builtPortal());
    expect(result.code).toBe(0);
    expect(isNewerBuild(result.deployed, RUNNING)).toBe(true);
    expect(result.broadcasts.map((b) => b.event)).toEqual(['client-updated']);
    expect(result.out[0]).toBe(`Demo mode: the deployed portal is now build ${result.deployed} (was ${RUNNING}).`);
  });

  it('stamps index.html with the same id, so a reloaded page runs the deployed build and is not offered it again', async () => {
    const result = await clientUpdated({}, builtPortal());
    expect(result.meta).toBe(result.deployed);
    expect(isNewerBuild(result.deployed, result.meta)).toBe(false);
  });

  it('stamps the prerendered screens and the compressed copies the server sends too', async () => {
    const dir = builtPortal();
    mkdirSync(path.join(dir, 'screens'));
    const screen = path.join(dir, 'screens/login.en.html');
    writeFileSync(screen, readFileSync(path.join(dir, 'index.html')));
    for (const file of [path.join(dir, 'version.json'), path.join(dir, 'index.html'), screen]) {
      writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
      writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
    }
    const result = await clientUpdated({}, dir);
    const stamped = (text: string) => text.includes(`content="${result.deployed}"`);
    expect(stamped(readFileSync(screen, 'utf8'))).toBe(true);
    expect(stamped(brotliDecompressSync(readFileSync(`${screen}.br`)).toString())).toBe(true);
    expect(stamped(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString())).toBe(true);
    const version = JSON.parse(brotliDecompressSync(readFileSync(path.join(dir, 'version.json.br'))).toString());
    expect(version.version).toBe(result.deployed);
  });

  it('leaves the deployed build alone outside demo mode: only a real deploy makes portals reload', async () => {
    const result = await clientUpdated({ APP_DEMO: 'false' }, builtPortal());
    expect([result.deployed, result.meta]).toEqual([RUNNING, RUNNING]);
    expect(result.broadcasts.map((b) => b.event)).toEqual(['client-updated']);
  });
});

describe('bumpedBuildId', () => {
  it('keeps the version and moves the build time past the running one even when the clock is behind', () => {
    const bumped = bumpedBuildId(RUNNING, new Date('2000-01-01T00:00:00Z'));
    expect(bumped).toMatch(/^0\.1\.0\+[0-9a-z]+$/);
    expect(isNewerBuild(bumped, RUNNING)).toBe(true);
  });

  it('takes the clock as the build time when it is later', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(bumpedBuildId(RUNNING, now)).toBe(`0.1.0+${now.getTime().toString(36)}`);
  });

  it('gives an id of another form (a commit hash from CLUB_BUILD_ID) a suffix, which the portal takes as newer', () => {
    const bumped = bumpedBuildId('3f2a9c1', new Date('2030-01-01T00:00:00Z'));
    expect(bumped).not.toBe('3f2a9c1');
    expect(isNewerBuild(bumped, '3f2a9c1')).toBe(true);
  });
});
