// The board's list of websites that may show the widgets (docs/spec.md §10 "Widget origins"): each
// change and its audit entry in one transaction; the list counts at once for CORS, widget sign-ins
// and the realtime hub (server/http/widget-origins.ts). Also what a host page pastes.
import type { WidgetOrigins, WidgetSnippet } from '../../../src/shared/contract/club-widget-origins.ts';
import { WIDGET_PREVIEW_PATH } from '../../../src/shared/contract/widget-snippet.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { toTimestamp } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { transaction } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { realtimeClientSettings } from '../../http/client-config.ts';
import { addWidgetOrigin, listWidgetOrigins, normaliseOrigin, removeWidgetOrigin } from '../../http/widget-origins.ts';

export class WidgetOriginError extends Error {
  readonly code: 'invalid' | 'listed' | 'configured' | 'own' | 'unknown';
  constructor(code: WidgetOriginError['code']) {
    super(code);
    this.code = code;
  }
}

const originOf = (url: string) => new URL(url).origin;

/** The script tag and the CSP directives a host page adds for the club server. */
export function widgetSnippet(config: Config): WidgetSnippet {
  const server = originOf(config.appUrl);
  const portal = originOf(config.frontendUrl);
  const scriptSrc = `${server}/embed/club-widgets.js`;
  const api = `${server}/api`;
  const realtime = realtimeClientSettings(config);
  const socket = realtime
    ? `${realtime.scheme === 'https' ? 'wss' : 'ws'}://${realtime.host}${realtime.port === (realtime.scheme === 'https' ? 443 : 80) ? '' : `:${realtime.port}`}`
    : null;
  return {
    script_tag: `<script src="${scriptSrc}" defer data-api="${api}" data-portal="${portal}"></script>`,
    csp: [`script-src ${server}`, `connect-src ${server}${socket ? ` ${socket}` : ''}`, `img-src ${server}`],
    script_src: scriptSrc,
    api,
    portal,
    preview: `${server}${WIDGET_PREVIEW_PATH}`,
  };
}

export function widgetOriginsOf(deps: AppDeps): WidgetOrigins {
  const names = new Map<number, string>();
  const nameOf = (id: number | null) => {
    if (id === null) return null;
    if (!names.has(id)) names.set(id, findUserById(deps.db, id)?.name ?? '');
    return names.get(id) || null;
  };
  return {
    origins: listWidgetOrigins(deps.db).map((row) => ({
      origin: row.origin,
      added_by: nameOf(row.added_by),
      added_at: row.created_at,
    })),
    configured: deps.config.widgetOrigins.map(originOf),
    snippet: widgetSnippet(deps.config),
  };
}

/** Allows a website; refuses what is not an origin, or is allowed already (listed, configured, ours). */
export function allowWidgetOrigin(deps: AppDeps, actor: AuditActor, typed: string): string {
  const own = [deps.config.appUrl, deps.config.frontendUrl].map(originOf);
  if (URL.canParse(typed.trim()) && own.includes(originOf(typed.trim()))) throw new WidgetOriginError('own');
  const origin = normaliseOrigin(typed);
  if (!origin) throw new WidgetOriginError('invalid');
  if (deps.config.widgetOrigins.map(originOf).includes(origin)) throw new WidgetOriginError('configured');
  transaction(deps.db, () => {
    if (!addWidgetOrigin(deps.db, origin, actor.id, toTimestamp(deps.clock.now())))
      throw new WidgetOriginError('listed');
    recordAudit(deps, actor, { action: 'widget-origin.added', subject: { type: 'widget-origin', id: origin } });
  });
  return origin;
}

/** Stops allowing a website the board had listed. */
export function disallowWidgetOrigin(deps: AppDeps, actor: AuditActor, origin: string): void {
  transaction(deps.db, () => {
    if (!removeWidgetOrigin(deps.db, origin)) throw new WidgetOriginError('unknown');
    recordAudit(deps, actor, { action: 'widget-origin.removed', subject: { type: 'widget-origin', id: origin } });
  });
}
