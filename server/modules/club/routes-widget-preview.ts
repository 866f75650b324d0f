// The snippet page's live preview document and its stylesheet (./widget-preview.ts, docs/threats.md
// T51), at the server's root. A frame's navigation carries no bearer token, so the route asks for
// none: the document is the same for everyone and holds nothing but the chosen tag and elements.
import { Hono } from 'hono';
import { parseSnippetOptions, type SnippetOptions } from '../../../src/shared/contract/widget-snippet.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { ValidationError, type FieldErrors } from '../../http/errors.ts';
import { fieldMessage } from '../../lang/translate.ts';
import {
  WIDGET_PREVIEW_PATH,
  WIDGET_PREVIEW_STYLES_PATH,
  widgetPreviewCsp,
  widgetPreviewDocument,
  widgetPreviewStyles,
} from './widget-preview.ts';
import { widgetSnippet } from './widget-origins.ts';

/** The options a query asks for; 422 with field errors for anything not offered. */
function optionsOf(query: Record<string, string>): SnippetOptions {
  const parsed = parseSnippetOptions(query);
  if ('options' in parsed) return parsed.options;
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(parsed.errors)) errors[field] = [fieldMessage(rule!, field)];
  throw new ValidationError(errors);
}

export function widgetPreviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(WIDGET_PREVIEW_PATH, (c) => {
    const options = optionsOf(c.req.query());
    const snippet = widgetSnippet(deps.config);
    return c.html(widgetPreviewDocument(snippet, options), 200, {
      'Content-Security-Policy': widgetPreviewCsp(deps.config, snippet),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'same-origin',
    });
  });

  app.get(WIDGET_PREVIEW_STYLES_PATH, (c) =>
    c.body(widgetPreviewStyles(optionsOf(c.req.query())), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  return app;
}
