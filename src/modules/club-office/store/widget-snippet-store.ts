// The widget snippet page's choices (docs/spec.md §10 "Widget origins"): which widgets and attributes
// the board wants, from which the shown tag, the elements and the live preview's address all come
// (src/shared/contract/widget-snippet.ts), so they cannot tell different stories.
import { atom } from 'nanostores';
import {
  DEFAULT_SNIPPET_OPTIONS,
  SNIPPET_WIDGETS,
  snippetElements,
  snippetQuery,
  snippetScriptTag,
  snippetStyles,
  type SnippetLocale,
  type SnippetOptions,
  type SnippetWidget,
} from '../../../shared/contract/widget-snippet.ts';
import type { WidgetSnippet } from '../types.ts';

export type SnippetChoice = Omit<SnippetOptions, 'pageLang'>;

export const $snippetChoice = atom<SnippetChoice>({
  widgets: DEFAULT_SNIPPET_OPTIONS.widgets,
  locale: DEFAULT_SNIPPET_OPTIONS.locale,
  theme: DEFAULT_SNIPPET_OPTIONS.theme,
  darkHeader: DEFAULT_SNIPPET_OPTIONS.darkHeader,
  color: DEFAULT_SNIPPET_OPTIONS.color,
});

/** Adds or removes a widget; the last one stays (a snippet without a widget shows nothing). */
export function toggleSnippetWidget(name: SnippetWidget, on: boolean): void {
  const current = $snippetChoice.get();
  const widgets = SNIPPET_WIDGETS.filter((w) => (w === name ? on : current.widgets.includes(w)));
  if (widgets.length > 0) $snippetChoice.set({ ...current, widgets });
}

export function chooseSnippet(change: Partial<SnippetChoice>): void {
  $snippetChoice.set({ ...$snippetChoice.get(), ...change });
}

/** What the page shows for a choice: the tag, the elements, the colour's CSS and the preview's address. */
export function snippetView(snippet: WidgetSnippet, choice: SnippetChoice, pageLang: SnippetLocale) {
  const options: SnippetOptions = { ...choice, pageLang };
  return {
    scriptTag: snippetScriptTag(snippet, options),
    elements: snippetElements(options),
    styles: snippetStyles(options),
    preview: `${snippet.preview}?${snippetQuery(options)}`,
  };
}
