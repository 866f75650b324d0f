// What the staff area's snippet page lets the board choose for a website (docs/spec.md §10 "Widget
// origins", docs/threats.md T51): the widgets and their attributes, the script tag and elements that
// makes, and the query of the live preview document, which pastes exactly the same text. Plain
// functions without the schema library: the portal runs them too.

/** The preview document's path on the club server: the one address the portal may frame. */
export const WIDGET_PREVIEW_PATH = '/club/widgets/preview';

export const SNIPPET_WIDGETS = [
  'notification-bell',
  'ticket-indicator',
  'wallet-summary',
  'news-feed',
  'events',
  'join',
] as const;
export type SnippetWidget = (typeof SNIPPET_WIDGETS)[number];
export const SNIPPET_THEMES = ['auto', 'light', 'dark'] as const;
export const SNIPPET_LOCALES = ['en', 'de'] as const;
export type SnippetLocale = (typeof SNIPPET_LOCALES)[number];

export interface SnippetOptions {
  /** In the order of SNIPPET_WIDGETS; at least one. */
  widgets: SnippetWidget[];
  /** data-locale; null: the page's `<html lang>` decides. */
  locale: SnippetLocale | null;
  /** data-theme. */
  theme: (typeof SNIPPET_THEMES)[number];
  /** trigger-theme="dark" on every widget: a dark header. */
  darkHeader: boolean;
  /** --club-color-primary for the chosen widgets (`#rrggbb`); null: the widgets' own. */
  color: string | null;
  /** The stand-in page's own `<html lang>` (the portal's language when the board looks). */
  pageLang: SnippetLocale;
}

export const DEFAULT_SNIPPET_OPTIONS: SnippetOptions = {
  widgets: ['notification-bell'],
  locale: null,
  theme: 'auto',
  darkHeader: false,
  color: null,
  pageLang: 'en',
};

/** The part of the server's snippet (GET club/widget-origins) the tag is made of. */
export interface SnippetBase {
  script_src: string;
  api: string;
  portal: string;
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The script tag a page pastes into its head, with the chosen attributes. */
export function snippetScriptTag(base: SnippetBase, options: SnippetOptions): string {
  const attributes = [
    `src="${escape(base.script_src)}"`,
    'defer',
    `data-api="${escape(base.api)}"`,
    `data-portal="${escape(base.portal)}"`,
    ...(options.locale ? [`data-locale="${options.locale}"`] : []),
    ...(options.theme === 'auto' ? [] : [`data-theme="${options.theme}"`]),
  ];
  return `<script ${attributes.join(' ')}></script>`;
}

/** The elements a page places where the widgets go, one a line. */
export function snippetElements(options: SnippetOptions): string {
  const trigger = options.darkHeader ? ' trigger-theme="dark"' : '';
  return SNIPPET_WIDGETS.filter((name) => options.widgets.includes(name))
    .map((name) => `<club-${name}${trigger}></club-${name}>`)
    .join('\n');
}

/** The CSS a page adds for the chosen main colour (custom properties reach into the widgets); '' without one. */
export function snippetStyles(options: SnippetOptions): string {
  if (!options.color) return '';
  const selectors = SNIPPET_WIDGETS.filter((name) => options.widgets.includes(name)).map((name) => `club-${name}`);
  return `${selectors.join(',\n')} {\n  --club-color-primary: ${options.color};\n}`;
}

/** The preview document's query for these options (read back by parseSnippetOptions). */
export function snippetQuery(options: SnippetOptions): string {
  const query = new URLSearchParams({ widgets: options.widgets.join(','), theme: options.theme });
  if (options.locale) query.set('locale', options.locale);
  if (options.darkHeader) query.set('header', 'dark');
  if (options.color) query.set('color', options.color.slice(1));
  query.set('lang', options.pageLang);
  return query.toString();
}

export type SnippetFieldErrors = Partial<
  Record<'widgets' | 'locale' | 'theme' | 'header' | 'color' | 'lang', 'in' | 'required'>
>;

/** A colour as `#rrggbb` in lower case, or null when `text` is none. */
export const snippetColor = (text: string): string | null =>
  /^#?[0-9a-f]{6}$/i.test(text) ? `#${text.replace('#', '').toLowerCase()}` : null;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * The options of a preview query; each field that names something not offered is an error (the
 * rule's name, 'in' or 'required'), so the document never carries text it was not built from.
 */
export function parseSnippetOptions(
  query: Record<string, string | undefined>,
): { options: SnippetOptions } | { errors: SnippetFieldErrors } {
  const errors: SnippetFieldErrors = {};
  const widgets = (query.widgets ?? '').split(',').filter(Boolean);
  if (widgets.length === 0) errors.widgets = 'required';
  else if (!widgets.every((name) => oneOf(SNIPPET_WIDGETS, name)) || new Set(widgets).size !== widgets.length)
    errors.widgets = 'in';
  if (query.locale !== undefined && !oneOf(SNIPPET_LOCALES, query.locale)) errors.locale = 'in';
  if (query.theme !== undefined && !oneOf(SNIPPET_THEMES, query.theme)) errors.theme = 'in';
  if (query.header !== undefined && query.header !== 'dark') errors.header = 'in';
  if (query.color !== undefined && !/^[0-9a-f]{6}$/i.test(query.color)) errors.color = 'in';
  if (query.lang !== undefined && !oneOf(SNIPPET_LOCALES, query.lang)) errors.lang = 'in';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    options: {
      widgets: SNIPPET_WIDGETS.filter((name) => widgets.includes(name)),
      locale: (query.locale as SnippetLocale | undefined) ?? null,
      theme: (query.theme as SnippetOptions['theme'] | undefined) ?? 'auto',
      darkHeader: query.header === 'dark',
      color: query.color === undefined ? null : snippetColor(query.color),
      pageLang: (query.lang as SnippetLocale | undefined) ?? 'en',
    },
  };
}
