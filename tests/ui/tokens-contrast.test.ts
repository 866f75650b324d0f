// Text in the link and primary colour reads at WCAG AA (4.5:1) on the page and on the alternate
// surface, in the light theme the portal starts in (docs/spec.md §9 accessibility).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('src/ui/tokens.css', 'utf8');
const light = css.slice(0, css.indexOf('[data-theme='));
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(light)![1]!;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the primary (link) colour', () => {
  it.each(['club-color-bg', 'club-color-surface', 'club-color-surface-alt'])('reads at 4.5:1 or more on %s', (bg) => {
    expect(contrast(token('club-color-primary'), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('carries white text on primary buttons at 4.5:1 or more', () => {
    expect(contrast(token('club-color-on-primary'), token('club-color-primary'))).toBeGreaterThanOrEqual(4.5);
  });
});
