// The widgets' allowed origins in the staff area (docs/spec.md §10 "Widget origins"): the board
// lists, adds and removes the websites that may show the widgets (beside WIDGET_ORIGINS, which the
// server's environment sets), and copies the script tag and the CSP lines a host page needs. Staff
// routes (./staff-endpoint.ts).
import { text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-widget-origins');

export const WidgetOrigin = v.object({
  origin: v.string(),
  /** The board member who added it; null when they are gone. */
  added_by: v.nullable(v.string()),
  added_at: Timestamp,
});

/** What a host page pastes: the script tag, and the Content-Security-Policy lines if it sends one. */
export const WidgetSnippet = v.object({
  script_tag: v.string(),
  csp: v.array(v.string()),
  /** The script's address, for the page's live preview. */
  script_src: v.string(),
  api: v.string(),
  portal: v.string(),
});

export const WidgetOrigins = v.object({
  origins: v.array(WidgetOrigin),
  /** WIDGET_ORIGINS from the server's environment: allowed too, changed only there. */
  configured: v.array(v.string()),
  snippet: WidgetSnippet,
});

export const clubWidgetOrigins = {
  list: endpoint('GET /api/club/widget-origins', {
    summary: 'The websites allowed to show the widgets, and the script tag and CSP lines to paste',
    permission: 'widget-origins',
    responses: { 200: WidgetOrigins },
  }),
  add: endpoint('POST /api/club/widget-origins', {
    summary: 'Allow a website (https://host[:port]) to show the widgets: at once, without a restart',
    permission: 'widget-origins',
    body: v.object({ origin: text(255) }),
    responses: { 201: WidgetOrigins, 422: 'Not an origin, or listed already' },
  }),
  remove: endpoint('DELETE /api/club/widget-origins/{origin}', {
    summary: 'Stop allowing a website: its API calls and live connections are refused at once',
    permission: 'widget-origins',
    params: v.object({ origin: v.string() }),
    responses: { 200: WidgetOrigins, 404: 'Not listed' },
  }),
};

export type WidgetOrigin = v.InferOutput<typeof WidgetOrigin>;
export type WidgetOrigins = v.InferOutput<typeof WidgetOrigins>;
export type WidgetSnippet = v.InferOutput<typeof WidgetSnippet>;
