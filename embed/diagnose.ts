// What the widgets see of a site's setup, for its admin (a part of its own: only ClubWidgets.diagnose()
// and a failed request fetch it). The API answers GET /config without a token: when that fails
// with CORS but the same request in no-cors mode reaches the server, the page's origin is missing
// from the server's WIDGET_ORIGINS. A CSP that blocks the widgets' files or connections shows as
// securitypolicyviolation events naming the club's origins while it checks: the API, the
// websocket, and the widgets' own view part (script-src).
import type { ClientConfig } from '../src/shared/contract/user.ts';
import type { EmbedConfig } from './config.ts';
import { tagName, type WidgetDefinition } from './registry.ts';

const warned = new Set<string>();

/**
 * A number attribute out of its range (`limit="50"`): one console warning for the site admin per
 * widget, attribute and value; the widget shows its default.
 */
export function warnOutOfRange(element: Element, widget: WidgetDefinition, warn = console.warn): void {
  for (const [attribute, [min, max, fallback]] of Object.entries(widget.ranges ?? {})) {
    const value = element.getAttribute(attribute) ?? element.getAttribute(`data-${attribute}`);
    const key = `${widget.name} ${attribute} ${value}`;
    if (value === null || (Number.isInteger(+value) && +value >= min && +value <= max) || warned.has(key)) continue;
    warned.add(key);
    warn(
      `Club widgets: ${tagName(widget.name)} ${attribute}="${value}" must be a whole number from ${min} to ${max}; showing ${fallback}.`,
    );
  }
}

export interface Diagnosis {
  /** The API answered (with or without CORS). */
  api: 'reachable' | 'unreachable';
  /** The API's CORS admits this page's origin; null when the API did not answer at all. */
  originAllowed: boolean | null;
  /** The page's origin (what WIDGET_ORIGINS must name). */
  origin: string;
  /** What the page's Content-Security-Policy blocked of the widgets ("script-src https://club.example/..."). */
  blocked: string[];
  /** The realtime server took a websocket; null when not checked (no API answer, no realtime configured). */
  realtime: boolean | null;
}

/** The one console line a site admin needs when the page's origin is not allowed. */
export const originMessage = (origin: string, api: string) =>
  `Club widgets: the club server (${new URL(api).origin}) does not allow this page's origin ${origin}. ` +
  `Add ${origin} to WIDGET_ORIGINS on the club server.`;

/** True when `api` is reachable but refuses this origin (CORS), false when it admits it or is unreachable. */
export async function originRefused(api: string): Promise<boolean> {
  const url = `${api}/config`;
  try {
    await fetch(url, { headers: { Accept: 'application/json' } });
    return false;
  } catch {
    // a CORS refusal and a server that is down look alike: the opaque request tells them apart
  }
  try {
    await fetch(url, { mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}

function websocketOpens(realtime: NonNullable<ClientConfig['realtime']>, timeoutMs: number): Promise<boolean> {
  const secure = realtime.scheme === 'https';
  const host = realtime.host ?? `ws-${realtime.cluster}.pusher.com`;
  const port = realtime.port ? `:${realtime.port}` : '';
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${secure ? 'wss' : 'ws'}://${host}${port}/app/${realtime.key}?protocol=7&client=js`);
    } catch {
      return resolve(false);
    }
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.onopen = () => done(true);
    socket.onerror = () => done(false);
  });
}

/** Checks the API, the origin, the CSP and the realtime server; prints one line for each. */
export async function diagnose(
  { api, portal }: Pick<EmbedConfig, 'api' | 'portal'>,
  doc: Document,
  log: (line: string) => void = (line) => console.info(line),
): Promise<Diagnosis> {
  const origin = new URL(doc.URL).origin;
  const blocked: string[] = [];
  const ours = [new URL(api).origin, new URL(portal).origin];
  const note = (event: SecurityPolicyViolationEvent) => {
    const uri = event.blockedURI;
    if (ours.some((own) => uri.startsWith(own)) || /^wss?:/.test(uri))
      blocked.push(`${event.effectiveDirective} ${uri}`);
  };
  doc.addEventListener('securitypolicyviolation', note);
  // the view part again: import() asks the browser's module map, and the CSP, not the network
  await import('./view.tsx').catch(() => {});
  let config: ClientConfig | null = null;
  let reachable = false;
  let allowed: boolean | null = null;
  try {
    const response = await fetch(`${api}/config`, { headers: { Accept: 'application/json' } });
    reachable = true;
    allowed = true;
    if (response.ok) config = (await response.json()) as ClientConfig;
  } catch {
    reachable = await originRefused(api);
    allowed = reachable ? false : null;
  }
  const realtime = config?.realtime ? await websocketOpens(config.realtime, 5000) : null;
  // a blocked request's securitypolicyviolation event is queued as a task of its own: let it arrive
  await new Promise((resolve) => setTimeout(resolve, 0));
  doc.removeEventListener('securitypolicyviolation', note);
  const result: Diagnosis = {
    api: reachable ? 'reachable' : 'unreachable',
    originAllowed: allowed,
    origin,
    blocked,
    realtime,
  };
  log(`Club widgets: API ${api}: ${reachable ? 'reachable' : 'not reachable'}`);
  log(
    allowed === false
      ? originMessage(origin, api)
      : `Club widgets: origin ${origin}: ${allowed ? 'allowed' : 'not checked (no answer from the API)'}`,
  );
  log(
    blocked.length === 0
      ? 'Club widgets: Content-Security-Policy: nothing of the widgets blocked'
      : `Club widgets: Content-Security-Policy blocked: ${blocked.join('; ')}`,
  );
  log(
    `Club widgets: realtime: ${realtime === null ? 'not checked (no realtime settings)' : realtime ? 'reachable' : 'not reachable'}`,
  );
  return result;
}
