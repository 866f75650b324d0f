// The snippet page's live preview (docs/spec.md §10 "Widget origins", docs/threats.md T51): a stand-in
// for a club's web page that pastes the chosen script tag and elements, sent with exactly the CSP
// lines the snippet page tells a site to add (so the preview proves them), framable only by the
// portal. It holds no data of its own: the widgets in it ask the API with the viewer's own session.
import type { Config } from '../../config.ts';
import { __ } from '../../lang/translate.ts';
import {
  snippetElements,
  snippetQuery,
  snippetScriptTag,
  snippetStyles,
  WIDGET_PREVIEW_PATH,
  type SnippetOptions,
} from '../../../src/shared/contract/widget-snippet.ts';
import type { WidgetSnippet } from '../../../src/shared/contract/club-widget-origins.ts';

export { WIDGET_PREVIEW_PATH };
export const WIDGET_PREVIEW_STYLES_PATH = `${WIDGET_PREVIEW_PATH}.css`;

const originOf = (url: string) => new URL(url).origin;

/** Who may frame the preview: the portal only ('self' when the server serves it). */
export function previewFrameAncestors(config: Config): string {
  const portal = originOf(config.frontendUrl);
  return portal === originOf(config.appUrl) ? "'self'" : portal;
}

/**
 * A strict host page's policy plus the snippet's lines (script-src, connect-src, img-src), and
 * nothing else for the widgets; the stand-in page's own stylesheet is its 'self'.
 */
export function widgetPreviewCsp(config: Config, snippet: WidgetSnippet): string {
  return [
    "default-src 'none'",
    ...snippet.csp,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${previewFrameAncestors(config)}`,
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The stand-in page: its texts in its own language, the tag and elements as the snippet page shows them. */
export function widgetPreviewDocument(snippet: WidgetSnippet, options: SnippetOptions): string {
  const lang = options.pageLang;
  const header = options.darkHeader ? 'preview-header preview-header--dark' : 'preview-header';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(__('Widget preview', {}, lang))}</title>
<link rel="stylesheet" href="${WIDGET_PREVIEW_STYLES_PATH}?${escape(snippetQuery(options))}">
${snippetScriptTag(snippet, options)}
</head>
<body>
<header class="${header}">
<span class="preview-site">${escape(__('Your club’s website', {}, lang))}</span>
<div class="preview-widgets">
${snippetElements(options)}
</div>
</header>
<main class="preview-main">
<p>${escape(__('A page of your website: the widgets appear here as they will there.', {}, lang))}</p>
</main>
</body>
</html>
`;
}

/** The stand-in page's stylesheet: its looks, then the CSS the snippet page shows for the chosen colour. */
export const widgetPreviewStyles = (options: SnippetOptions): string =>
  `${WIDGET_PREVIEW_STYLES}${snippetStyles(options)}\n`;

/** The stand-in page's looks: a header row holding the widgets, dark when the board chose a dark header. */
const WIDGET_PREVIEW_STYLES = `body { margin: 0; font-family: system-ui, sans-serif; color: #1f2933; background: #ffffff; }
.preview-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 16px; background: #eef2f0; }
.preview-header--dark { background: #1b3a2b; color: #ffffff; }
.preview-site { font-weight: 600; }
.preview-widgets { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; }
.preview-main { padding: 16px; }
`;
