// A stand-in Matomo on loopback for the analytics journey (docs/contracts.md §7.6): `matomo.js` and
// `matomo.php` under one base URL, as a club's Matomo serves them. The script works as Matomo's
// tracker does for the commands the portal uses: it takes over `window._paq` (queued commands first),
// keeps the custom URL, title, user id and custom dimensions, and sends each trackPageView as a GET
// image request to the tracker URL with Matomo's parameters (idsite, rec, url, action_name, uid,
// dimensionN). The official matomo.js is in no npm package; this one is small enough to read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MatomoHit {
  idsite: string | null;
  url: string | null;
  action_name: string | null;
  uid: string | null;
  /** dimension1, dimension2, ... as sent. */
  dimensions: Record<string, string>;
}

export interface MatomoStandIn {
  /** Base URL with a trailing slash: what MATOMO_URL is set to. */
  url: string;
  hits: MatomoHit[];
  /** How often matomo.js was fetched. */
  scriptLoads: () => number;
  stop(): Promise<void>;
}

const TRACKER = `(function () {
  var queued = window._paq || [];
  var state = { trackerUrl: '', siteId: '', url: '', title: '', userId: '', dimensions: {} };
  function trackPageView() {
    var params = new URLSearchParams();
    params.set('idsite', state.siteId);
    params.set('rec', '1');
    params.set('url', state.url || location.href);
    params.set('action_name', state.title || document.title);
    if (state.userId) params.set('uid', state.userId);
    Object.keys(state.dimensions).forEach(function (id) { params.set('dimension' + id, state.dimensions[id]); });
    params.set('r', String(Math.random()).slice(2, 8));
    new Image(1, 1).src = state.trackerUrl + '?' + params.toString();
  }
  var commands = {
    setTrackerUrl: function (url) { state.trackerUrl = url; },
    setSiteId: function (id) { state.siteId = String(id); },
    setCustomUrl: function (url) { state.url = url; },
    setDocumentTitle: function (title) { state.title = title; },
    setUserId: function (id) { state.userId = String(id); },
    resetUserId: function () { state.userId = ''; },
    setCustomDimension: function (id, value) { state.dimensions[id] = String(value); },
    deleteCustomDimension: function (id) { delete state.dimensions[id]; },
    trackPageView: trackPageView
  };
  function apply(command) {
    var run = commands[command[0]];
    if (run) run.apply(null, command.slice(1));
  }
  queued.forEach(apply);
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) apply(arguments[i]); } };
})();
`;

// A transparent 1x1 GIF, Matomo's answer to an image hit.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function startMatomoStandIn(): Promise<MatomoStandIn> {
  const hits: MatomoHit[] = [];
  let scriptLoads = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/matomo.js') {
      scriptLoads += 1;
      response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8' });
      response.end(TRACKER);
      return;
    }
    if (url.pathname === '/matomo.php') {
      const dimensions: Record<string, string> = {};
      for (const [name, value] of url.searchParams) if (/^dimension\d+$/.test(name)) dimensions[name] = value;
      hits.push({
        idsite: url.searchParams.get('idsite'),
        url: url.searchParams.get('url'),
        action_name: url.searchParams.get('action_name'),
        uid: url.searchParams.get('uid'),
        dimensions,
      });
      response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
      response.end(PIXEL);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hits,
    scriptLoads: () => scriptLoads,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
