// The portal's stylesheets as text, adopted into `document` beside the UI kit's (no <style>, no
// style attributes: a strict CSP holds). The first screen adopts what every screen uses
// (firstScreenCss); the members' layout and the on-demand dialogs adopt theirs when they load
// (shell/deferred-styles.ts), so a guest's first load does not carry them. Each sheet is imported
// on its own (not through ui/css.ts, which would bring every kit sheet into the entry).
import tokensCss from '../ui/tokens.css?inline';
import baseCss from '../ui/base.css?inline';
import buttonCss from '../ui/button.css?inline';
import spinnerCss from '../ui/spinner.css?inline';
import formFieldCss from '../ui/form-field.css?inline';
import menuButtonCss from '../ui/menu-button.css?inline';
import toastRegionCss from '../ui/toast-region.css?inline';
import shellCss from './styles/shell.css?inline';
import cardLayoutCss from './styles/card-layout.css?inline';
import statusPagesCss from './styles/status-pages.css?inline';
import { adoptStyles } from '../ui/styles.ts';

/** The kit's sheets and the portal's own that every screen (guest or member) may show (skeletons,
 *  badges, pagers and load states only members' screens show: shell/deferred-styles.ts; the toasts' own
 *  sheet comes with their code, modules/common/components/toaster.tsx). */
export const firstScreenCss: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  formFieldCss,
  menuButtonCss,
  toastRegionCss,
  shellCss,
  cardLayoutCss,
  statusPagesCss,
];

// The document the runtime adopted the first screen's sheets into (runtime.ts).
let adoptedInto: Document | null = null;

/** The runtime's part: the first screen's sheets, first in the cascade. */
export function adoptFirstScreenStyles(doc: Document): void {
  adoptStyles(doc, ...firstScreenCss);
  adoptedInto = doc;
}

/**
 * For a document that brought the first screen's sheets as a stylesheet file (a prerendered
 * screen, build/rollup/prerender.mjs): nothing to adopt, and later parts adopt theirs after it.
 */
export function stylesLinked(doc: Document): void {
  adoptedInto = doc;
}

/**
 * A lazily loaded part's sheets, after the first screen's (so the cascade is the same as with all
 * sheets adopted at once); nothing before the runtime adopted those. Adopting again is a no-op.
 */
export function adoptAfterFirstScreen(...cssTexts: string[]): void {
  if (adoptedInto) adoptStyles(adoptedInto, ...cssTexts);
}

/** Back to a page whose runtime has not started: its sheets dropped, later parts adopt nothing. */
export function resetAdoptedStyles(): void {
  if (adoptedInto) adoptedInto.adoptedStyleSheets = [];
  adoptedInto = null;
}
