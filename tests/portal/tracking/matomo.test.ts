// Loading Matomo's own tracker (src/portal/tracking/matomo.ts, docs/contracts.md §7.6): the `_paq`
// queue with tracker URL and site, matomo.js from the configured Matomo through the `matomo` Trusted
// Types policy, which grants that one URL only.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsQueue } from '../../../src/core/tracking.ts';
import { loadMatomo, MATOMO_POLICY } from '../../../src/portal/tracking/matomo.ts';

// A document of its own, which runs no scripts: the test looks at what is added, nothing is fetched.
let doc: Document;
beforeEach(() => (doc = document.implementation.createHTMLDocument('matomo')));

function trustedTypesWindow() {
  const policies: { name: string; createScriptURL(url: string): string }[] = [];
  const win = {
    trustedTypes: {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        policies.push({ name, ...rules });
        return rules;
      },
    },
  } as { _paq?: unknown[][] | AnalyticsQueue };
  return { win, policies };
}

describe('loadMatomo', () => {
  it('queues the tracker URL and site, then adds matomo.js from the Matomo base URL, async', () => {
    const { win } = trustedTypesWindow();
    const script = loadMatomo({ url: 'https://stats.club.example/', siteId: 3 }, {}, doc, win);
    expect(win._paq).toEqual([
      ['setTrackerUrl', 'https://stats.club.example/matomo.php'],
      ['setSiteId', '3'],
    ]);
    expect(script.src).toBe('https://stats.club.example/matomo.js');
    expect(script.async).toBe(true);
    expect(script.isConnected).toBe(true);
  });

  it('creates the matomo Trusted Types policy, which refuses any other script URL', () => {
    const { win, policies } = trustedTypesWindow();
    loadMatomo({ url: 'https://stats.club.example/', siteId: 3 }, {}, doc, win);
    expect(policies.map((policy) => policy.name)).toEqual([MATOMO_POLICY]);
    expect(() => policies[0]!.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
  });

  it("points the host at Matomo's tracker once the script ran", () => {
    const { win } = trustedTypesWindow();
    const host: { _paq?: AnalyticsQueue } = {};
    const script = loadMatomo({ url: 'https://stats.club.example/', siteId: 3 }, host, doc, win);
    expect(host._paq).toBeUndefined();
    const tracker = { push() {} };
    win._paq = tracker; // what matomo.js does when it runs
    script.dispatchEvent(new Event('load'));
    expect(host._paq).toBe(tracker);
  });
});
