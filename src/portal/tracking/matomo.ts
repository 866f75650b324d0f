// Matomo's own tracker (docs/contracts.md §7.6), loaded the way Matomo's tracking code does it: a
// `_paq` queue holding the tracker URL and site, then `matomo.js` from the club's Matomo, async. Under
// the portal's Trusted Types (docs/contracts.md §4.7) the script URL comes from the `matomo` policy,
// which turns that one URL into a script URL and nothing else. No npm wrapper: `_paq` is Matomo's
// public API, and the wrappers (@jonkoops/matomo-tracker, @datapunt/matomo-tracker-js) only wrap it
// and have seen no release since 2024.
import type { AnalyticsQueue } from '../../core/tracking.ts';

export interface MatomoSettings {
  /** The Matomo base URL, ending with a slash (GET config `analytics.matomo.url`). */
  url: string;
  siteId: number;
}

interface TrustedTypesHost {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(url: string): string },
    ): {
      createScriptURL(url: string): unknown;
    };
  };
  _paq?: unknown[][] | AnalyticsQueue;
}

export const MATOMO_POLICY = 'matomo';

/** One policy per window: Trusted Types refuses a second policy of the same name. */
const policies = new WeakMap<TrustedTypesHost, { createScriptURL(url: string): unknown }>();

/** The script URL the `matomo` policy grants: exactly `{url}matomo.js` of the configured Matomo. */
function scriptUrl(win: TrustedTypesHost, src: string): string {
  if (!win.trustedTypes) return src;
  let policy = policies.get(win);
  if (!policy) {
    policy = win.trustedTypes.createPolicy(MATOMO_POLICY, {
      createScriptURL(url) {
        if (url !== src) throw new TypeError(`The ${MATOMO_POLICY} policy loads only ${src}`);
        return url;
      },
    });
    policies.set(win, policy);
  }
  return policy.createScriptURL(src) as string;
}

/**
 * Queues the tracker's settings and adds matomo.js. Once the script ran, Matomo's tracker is
 * `window._paq` and `host._paq` points at it: core/tracking.ts waits for that (3000 ms, docs/spec.md §9).
 */
export function loadMatomo(
  { url, siteId }: MatomoSettings,
  host: { _paq?: AnalyticsQueue },
  doc: Document = document,
  win: TrustedTypesHost = window as TrustedTypesHost,
): HTMLScriptElement {
  const queue = (win._paq ??= []);
  queue.push(['setTrackerUrl', `${url}matomo.php`]);
  queue.push(['setSiteId', String(siteId)]);
  const script = doc.createElement('script');
  script.async = true;
  script.addEventListener('load', () => {
    host._paq = win._paq as AnalyticsQueue;
  });
  script.src = scriptUrl(win, `${url}matomo.js`);
  doc.head.append(script);
  return script;
}
