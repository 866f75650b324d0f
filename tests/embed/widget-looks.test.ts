// How a widget looks on a club's page (docs/spec.md §9 "Widget looks"), read from the stylesheets
// a widget's shadow root adopts (embed/mount.ts): the host page's font family unless the site names
// one, trigger tokens with a dark-header theme, "Open wallet" in the theme colour. The browser
// journey tests/e2e/embed-looks.e2e.ts shows the computed result in chromium.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMounter, type Mounter } from '../../embed/mount.ts';
import { createRegistry } from '../../embed/registry.ts';
import ticketWidget from '../../src/modules/support/widget.tsx';
import walletWidget from '../../src/modules/wallet/widget.tsx';

let mounter: Mounter;
let element: HTMLElement;

beforeEach(() => {
  const registry = createRegistry([
    {
      name: 'look-card',
      prompt: { icon: 'bell', label: 'bell' },
      load: async () => ({ default: { component: () => createElement('p', null, 'hi'), styles: [] } }),
    },
  ]);
  mounter = createMounter({ registry, theme: () => 'auto', portal: () => 'http://club.test' });
  element = document.createElement('div');
  document.body.append(element);
  mounter.mount(element, 'look-card');
});

afterEach(() => {
  mounter.unmountAll();
  document.body.innerHTML = '';
});

type Rule = CSSStyleRule;
const rulesOf = (sheets: readonly CSSStyleSheet[]): Rule[] =>
  sheets.flatMap((sheet) => [...sheet.cssRules]).filter((rule): rule is Rule => 'selectorText' in rule);
const adopted = () => rulesOf(element.shadowRoot!.adoptedStyleSheets);
/** The value `property` is given by the rules whose selector list contains `selector`. */
const declared = (rules: Rule[], selector: string, property: string) =>
  rules
    .filter((rule) => rule.selectorText.split(',').some((s) => s.trim().replace(/"/g, "'") === selector))
    .map((rule) => rule.style.getPropertyValue(property).trim())
    .filter(Boolean);

describe('widget looks', () => {
  it('defines no --club-font-family on a widget host, so its text inherits the host page’s font family.', () => {
    const hostRules = adopted().filter((rule) => rule.selectorText.includes(':host'));
    expect(hostRules.length).toBeGreaterThan(0);
    expect(
      hostRules.flatMap((rule) => (rule.style.getPropertyValue('--club-font-family') ? [rule.selectorText] : [])),
    ).toEqual([]);
    // the frame asks for the property, which (undefined) is unset, i.e. inherited
    expect(declared(adopted(), '.club-widget', 'font-family')).toEqual(['var(--club-font-family)']);
  });

  it('keeps the portal’s own font family on :root.', () => {
    expect(declared(adopted(), ':root', '--club-font-family')[0]).toMatch(/^system-ui/);
  });

  it('colours the buttons that open a widget with the trigger tokens.', () => {
    const rules = adopted();
    expect(declared(rules, '.club-widget .club-menu-button__trigger', 'color')).toEqual(['var(--club-trigger-color)']);
    expect(declared(rules, ".club-widget .club-menu-button__trigger[aria-expanded='true']", 'background')).toEqual([
      'var(--club-trigger-active-bg)',
    ]);
    expect(declared(rules, ':host', '--club-trigger-color')).toEqual(['var(--club-color-text)']);
  });

  it('makes the trigger white on a dark header with trigger-theme="dark" (data-trigger-theme on a div).', () => {
    for (const selector of [":host([trigger-theme='dark'])", ":host([data-trigger-theme='dark'])"]) {
      expect({ selector, color: declared(adopted(), selector, '--club-trigger-color') }).toEqual({
        selector,
        color: ['#ffffff'],
      });
    }
  });

  it('colours the ticket indicator’s link with the trigger tokens too.', () => {
    const rules = rulesOf(
      ticketWidget.styles.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      }),
    );
    expect(declared(rules, '.club-ticket-indicator', 'color')).toEqual(['var(--club-trigger-color)']);
    expect(declared(rules, '.club-ticket-indicator:hover', 'color')).toEqual(['var(--club-trigger-hover-color)']);
  });

  it('draws “Open wallet” in the theme colour.', () => {
    const rules = rulesOf(
      walletWidget.styles.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      }),
    );
    expect(declared(rules, '.club-wallet-widget .club-wallet-summary__more', 'color')).toEqual([
      'var(--club-color-primary)',
    ]);
  });
});
