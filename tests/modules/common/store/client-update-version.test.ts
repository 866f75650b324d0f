// Which build runs (meta club:build) and which is deployed (/version.json), and which is newer.
import { describe, expect, it, vi } from 'vitest';
import {
  fetchDeployedVersion,
  isNewerBuild,
  runningVersion,
} from '../../../../src/modules/common/store/client-update-version.ts';

const doc = (content: string | null) => {
  const d = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const meta = d.createElement('meta');
    meta.setAttribute('name', 'club:build');
    meta.setAttribute('content', content);
    d.head.append(meta);
  }
  return d;
};

describe('running version', () => {
  it('reads <meta name="club:build">.', () => {
    expect(runningVersion(doc('0.1.0+abc'))).toBe('0.1.0+abc');
  });

  it('is unknown for the unbuilt template or without the tag (no define in tests).', () => {
    expect(runningVersion(doc('%BUILD_ID%'))).toBeNull();
    expect(runningVersion(doc(null))).toBeNull();
  });
});

describe('isNewerBuild', () => {
  it('orders our build ids by package version, then build time.', () => {
    expect(isNewerBuild('0.1.0+mbx3k9zz', '0.1.0+mbx3k2a1')).toBe(true);
    expect(isNewerBuild('0.1.0+mbx3k2a1', '0.1.0+mbx3k9zz')).toBe(false);
    expect(isNewerBuild('0.2.0+1', '0.1.9+zzzzzzzz')).toBe(true);
    expect(isNewerBuild('0.10.0+1', '0.9.0+1')).toBe(true);
  });

  it('is false for the same build, or when either side is unknown.', () => {
    expect(isNewerBuild('0.1.0+abc', '0.1.0+abc')).toBe(false);
    expect(isNewerBuild(null, '0.1.0+abc')).toBe(false);
    expect(isNewerBuild('0.1.0+abc', null)).toBe(false);
  });

  it('treats a different id it cannot order (a commit hash) as newer.', () => {
    expect(isNewerBuild('3f2a9c1', '9e8d7c6')).toBe(true);
  });
});

describe('fetchDeployedVersion', () => {
  it('asks /version.json of the page origin past every cache (cache: no-store).', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ version: '0.1.0+x' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await fetchDeployedVersion(fetch, 'https://club.example/chat/3')).toBe('0.1.0+x');
    expect(fetch).toHaveBeenCalledWith(
      'https://club.example/version.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('answers null for a failed request, a non-2xx answer or a body without a version.', async () => {
    const answers = [
      () => Promise.reject(new TypeError('offline')),
      async () => new Response('not found', { status: 404 }),
      async () => new Response('<html>', { status: 200 }),
      async () => new Response(JSON.stringify({ version: 42 })),
    ];
    for (const answer of answers) expect(await fetchDeployedVersion(answer, 'https://club.example/')).toBeNull();
  });
});
