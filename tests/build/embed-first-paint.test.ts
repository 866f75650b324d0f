// @vitest-environment happy-dom
// club-widgets.js paints each widget's button before the loader has run (embed/script-tag.js): a
// visitor's prompts, <club-events> among them (docs/spec.md §9 "One file of texts"), each with its
// glyph and its name in the page's language. Runs the built file itself in a page of its own.
import { afterEach, describe, expect, it } from 'vitest';
import { calendar } from '../../src/ui/icon-paths.ts';
import { builtEmbed } from './built.ts';
import { SCRIPT_TAG } from './embed-output.ts';

const tag = builtEmbed().get(SCRIPT_TAG)!.code;

/** The page with `markup`, in `lang`, after club-widgets.js ran (its loader's import fails here: no server). */
function paint(markup: string, lang: string): void {
  document.documentElement.lang = lang;
  document.body.innerHTML = markup;
  new Function(tag)();
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { ClubWidgets?: unknown }).ClubWidgets;
});

describe('club-widgets.js’s first paint', () => {
  it('paints <club-events> as the other prompts: its calendar and its name, in German on a German page', () => {
    paint('<club-events limit="2"></club-events><club-wallet-summary></club-wallet-summary>', 'de');
    const root = document.querySelector('club-events')!.shadowRoot!;
    const button = root.querySelector('.club-widget--first-paint button')!;
    expect(button.textContent!.trim()).toBe('Melde dich an, um dich für Termine anzumelden');
    expect(button.querySelector('svg path')!.getAttribute('d')).toBe(calendar);
  });

  it('names it in English on an English page', () => {
    paint('<club-events></club-events>', 'en');
    const button = document.querySelector('club-events')!.shadowRoot!.querySelector('button')!;
    expect(button.textContent!.trim()).toBe('Sign in to register for events');
  });
});
