// Styles reach the page only through constructable stylesheets adopted by a Document (portal) or a
// ShadowRoot (widgets): no <style> elements and no style attributes, so a strict CSP
// (`style-src 'self'`) holds.

export type StyleRoot = Document | ShadowRoot;

// One CSSStyleSheet per text and per document: a constructed sheet may only be adopted by roots
// of the document it was built in.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** True where the root can adopt constructed stylesheets (every current browser, happy-dom). */
export function supportsAdoptedStyles(root: StyleRoot): boolean {
  const view = ownerDocument(root).defaultView ?? globalThis;
  const Sheet = (view as typeof globalThis).CSSStyleSheet;
  return typeof Sheet === 'function' && 'replaceSync' in Sheet.prototype && Array.isArray(root.adoptedStyleSheets);
}

/**
 * Appends one stylesheet per text to `root.adoptedStyleSheets`, skipping texts the root already
 * adopted, so every component may call it on mount. Returns false (and changes nothing) where
 * constructable stylesheets are missing: the markup stays usable, only unstyled.
 */
export function adoptStyles(root: StyleRoot, ...cssTexts: string[]): boolean {
  if (!supportsAdoptedStyles(root)) return false;
  const doc = ownerDocument(root);
  let cache = sheets.get(doc);
  if (!cache) sheets.set(doc, (cache = new Map()));
  const adopted = root.adoptedStyleSheets;
  const added: CSSStyleSheet[] = [];
  for (const text of cssTexts) {
    let sheet = cache.get(text);
    if (!sheet) {
      const Sheet = (doc.defaultView ?? globalThis).CSSStyleSheet;
      sheet = new Sheet();
      sheet.replaceSync(text);
      cache.set(text, sheet);
    }
    if (!adopted.includes(sheet) && !added.includes(sheet)) added.push(sheet);
  }
  // Assigning a new array (rather than push) also works in browsers with a frozen array.
  if (added.length > 0) root.adoptedStyleSheets = [...adopted, ...added];
  return true;
}

function ownerDocument(root: StyleRoot): Document {
  return root.nodeType === 9 ? (root as Document) : (root as ShadowRoot).ownerDocument;
}
