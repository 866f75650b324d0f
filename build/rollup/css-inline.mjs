// Rollup plugin: CSS files imported with `?inline` become their minified text (both builds).
import { readFileSync } from 'node:fs';

/**
 * `import css from './x.css?inline'` yields the minified stylesheet text, as Vite does in tests.
 * `pxPerRem` (the embed): rem becomes px, as rem is the host page's root font size, not the widget's.
 */
export function cssInline({ pxPerRem = 0 } = {}) {
  return {
    name: 'css-inline',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const file = source.slice(0, -'?inline'.length);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = minifyCss(readFileSync(file, 'utf8'), pxPerRem);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * Comments and spaces out. The space before a `:` stays: in a selector it is the descendant
 * combinator (`.post :where(img)` is not `.post:where(img)`); after one it goes (`color: red`).
 */
export function minifyCss(text, pxPerRem = 0) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/(-?\d*\.?\d+)rem\b/g, (rem, n) => (pxPerRem ? `${+(n * pxPerRem).toFixed(3)}px` : rem))
    .trim();
}
