import { describe, expect, it, vi } from 'vitest';
import { adoptStyles } from '../../src/ui/styles.ts';
import tokensCss from '../../src/ui/tokens.css?inline';

describe('adoptStyles', () => {
  it('adopts each stylesheet text into the document once, however often it is called.', () => {
    const before = document.adoptedStyleSheets.length;
    adoptStyles(document, '.a { color: red; }', '.b { color: blue; }');
    adoptStyles(document, '.a { color: red; }');
    adoptStyles(document, '.b { color: blue; }', '.a { color: red; }');
    expect(document.adoptedStyleSheets.length - before).toBe(2);
  });

  it('adopts into a shadow root separately from the document, so each widget gets its own styles.', () => {
    adoptStyles(document, '.shared { color: red; }');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect(adoptStyles(root, '.shared { color: red; }')).toBe(true);
    adoptStyles(root, '.shared { color: red; }');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toContain('.shared');
  });

  it('shares one CSSStyleSheet per text between roots of the same document.', () => {
    const first = document.createElement('div').attachShadow({ mode: 'open' });
    const second = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(first, '.same { color: green; }');
    adoptStyles(second, '.same { color: green; }');
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);
  });

  it('keeps stylesheets the root adopted before.', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    adoptStyles(root, '.kit { color: red; }');
    expect(root.adoptedStyleSheets[0]).toBe(own);
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });

  it('does nothing and reports false where constructable stylesheets are missing.', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    vi.stubGlobal('CSSStyleSheet', undefined);
    const window = document.defaultView as unknown as { CSSStyleSheet: unknown };
    const original = window.CSSStyleSheet;
    window.CSSStyleSheet = undefined;
    try {
      expect(adoptStyles(root, '.x { color: red; }')).toBe(false);
    } finally {
      window.CSSStyleSheet = original;
      vi.unstubAllGlobals();
    }
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('imports the design tokens as stylesheet text through ?inline.', () => {
    expect(tokensCss).toContain('--club-color-primary');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    expect(adoptStyles(root, tokensCss)).toBe(true);
  });
});
