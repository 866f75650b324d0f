// The widgets' allowed origins in the staff area (docs/spec.md §10 "Widget origins"): the board
// lists, adds and removes the websites that may show the widgets (beside WIDGET_ORIGINS, which the
// server's environment sets), and copies the script tag and the CSP lines a host page needs. Staff
// routes (./staff-endpoint.ts).
import { endpoints, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-widget-origins');
/** The snippet page's preview: documents a frame loads, so without a token (docs/threats.md T51). */
const previewDocument = endpoints('club-widget-origins');

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
  /** The live preview document (docs/threats.md T51); the snippet page adds the chosen options' query. */
  preview: v.string(),
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
  preview: previewDocument('GET /club/widgets/preview', "The snippet page's live preview: a stand-in host page", {
    description:
      'No token (a frame loads it) and no data of its own: the script tag and elements for `widgets` (comma-separated: notification-bell, ticket-indicator, wallet-summary, news-feed), `locale` (en, de), `theme` (auto, light, dark), `header=dark`, `color` (rrggbb, in the stylesheet) and `lang` (the page’s language), under a strict CSP plus the snippet’s lines, `frame-ancestors` the portal, `Cache-Control: no-store`. Anything else: 422.',
    responses: {
      200: { description: 'HTML page', type: 'text/html', schema: v.string() },
      422: 'An option it does not offer',
    },
  }),
  previewStyles: previewDocument('GET /club/widgets/preview.css', "The preview's stand-in page styles", {
    responses: { 200: { description: 'CSS', type: 'text/css', schema: v.string() } },
  }),
};

export type WidgetOrigin = v.InferOutput<typeof WidgetOrigin>;
export type WidgetOrigins = v.InferOutput<typeof WidgetOrigins>;
export type WidgetSnippet = v.InferOutput<typeof WidgetSnippet>;
