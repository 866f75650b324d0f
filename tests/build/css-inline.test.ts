// The CSS both builds inline as text (build/rollup/css-inline.mjs): smaller, same meaning.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM plugin without type declarations
import { minifyCss } from '../../build/rollup/css-inline.mjs';

describe('css-inline', () => {
  it('keeps the descendant space before a pseudo-class (.post :where(img) is not .post:where(img))', () => {
    expect(minifyCss('.post__body :where(img) {\n  max-width: 100%;\n}')).toBe(
      '.post__body :where(img){max-width:100%}',
    );
  });

  it('drops comments and the spaces around braces, colons, semicolons, commas and >', () => {
    expect(minifyCss('/* why */\n.a > .b,\n.c:hover {\n  color: red;\n  margin: 0 auto;\n}')).toBe(
      '.a>.b,.c:hover{color:red;margin:0 auto}',
    );
  });

  it('writes rem as px for the widgets (a host page sets the root font size)', () => {
    expect(minifyCss('.a { gap: 0.5rem; }', 16)).toBe('.a{gap:8px}');
    expect(minifyCss('.a { gap: 0.5rem; }')).toBe('.a{gap:0.5rem}');
  });
});
