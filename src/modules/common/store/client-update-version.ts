// Which build is running and which is deployed. The build (rollup.config.mjs) writes its id into
// <meta name="club:build"> and the __CLUB_BUILD_ID__ define, and deploys it as /version.json
// {"version": id}. Ids look like `0.1.0+mbx3k2a1` (package version + base-36 build time) unless
// CLUB_BUILD_ID sets another one.

declare const __CLUB_BUILD_ID__: string | undefined;

export const VERSION_PATH = '/version.json';

/** The running build's id: the page's meta tag first, else the bundle's define; null when unknown. */
export function runningVersion(
  doc: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document,
): string | null {
  const meta = doc?.querySelector('meta[name="club:build"]')?.getAttribute('content')?.trim();
  if (meta && !meta.includes('%')) return meta; // '%BUILD_ID%' is the unbuilt template
  const defined = typeof __CLUB_BUILD_ID__ === 'string' ? __CLUB_BUILD_ID__ : null;
  return defined || null;
}

const BUILD_ID = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?\+([0-9a-z]+)$/;

function parts(id: string): number[] | null {
  const m = BUILD_ID.exec(id);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), parseInt(m[4]!, 36)] : null;
}

/**
 * Is `deployed` newer than `running`? Ids of our own form are ordered by version, then build time.
 * An id of another form (a commit hash from CLUB_BUILD_ID) cannot be ordered: then a deployed id
 * different from the running one counts as newer, since it is what the server now serves.
 */
export function isNewerBuild(deployed: string | null, running: string | null): boolean {
  if (!deployed || !running || deployed === running) return false;
  const a = parts(deployed);
  const b = parts(running);
  if (!a || !b) return true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** GET /version.json past every cache; null when it cannot be read (offline, mid-deploy, garbage). */
export async function fetchDeployedVersion(fetchImpl: FetchLike, base: string): Promise<string | null> {
  try {
    const response = await fetchImpl(new URL(VERSION_PATH, base).href, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version = (body as { version?: unknown } | null)?.version;
    return typeof version === 'string' && version.trim() !== '' && version.length <= 200 ? version.trim() : null;
  } catch {
    return null;
  }
}
