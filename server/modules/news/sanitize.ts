// The server's HTML sanitiser (the only sanitize-html import): post bodies are cleaned when they
// are written, to the policy of docs/contracts.md §4.6 (the client cleans again with DOMPurify when it
// renders). Allow-list only: no scripts, event handlers, <style> or style attributes, forms,
// frames, SVG/MathML or data-* attributes; URLs are https:, mailto:, tel:, same-site paths or
// fragments, and an image's only our own uploads (./post-images.ts: no reader is tracked by another
// host's picture); links get rel="noopener noreferrer nofollow"; ids and names are prefixed against
// DOM clobbering (the prefix DOMPurify's SANITIZE_NAMED_PROPS uses, so it is not added twice).
import sanitizeHtml from 'sanitize-html';
import { ownImageOf } from './post-images.ts';

export const NAMED_PROPS_PREFIX = 'user-content-';
export const LINK_REL = 'noopener noreferrer nofollow';
/** DOMPurify's ALLOWED_URI_REGEXP of docs/contracts.md §4.6: `//host` (protocol-relative) is refused. */
export const ALLOWED_URI = /^(?:https:|mailto:|tel:|\/(?!\/)|#)/i;

const URL_ATTRIBUTES = ['href', 'src', 'cite'];

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'abbr',
  'time',
];

const NAMED = ['id'];

/** Elements whose content is not text a reader sees (code, rules, fallbacks). */
const RAW_TEXT_TAGS = ['script', 'style', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'template', 'title'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': [...NAMED, 'title', 'lang', 'dir'],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  blockquote: ['cite'],
  q: ['cite'],
  ol: ['start', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  time: ['datetime'],
  abbr: [],
};

/**
 * What the cleaner took out of a body (the editor shows it; `club post:create` prints it): each
 * refused element by name, each refused attribute as `element/attribute`, each refused address.
 */
export interface CleaningReport {
  elements: Record<string, number>;
  attributes: Record<string, number>;
  addresses: number;
}

const emptyReport = (): CleaningReport => ({ elements: {}, attributes: {}, addresses: 0 });
const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};
const allowedAttribute = (tag: string, name: string) =>
  (ALLOWED_ATTRIBUTES['*'] as string[]).includes(name) || ((ALLOWED_ATTRIBUTES[tag] as string[]) ?? []).includes(name);

/** The same allow-list for every tag: prefix ids/names, drop refused URLs, fix link targets. */
function transform(
  tagName: string,
  attribs: sanitizeHtml.Attributes,
  origin: string | null,
  report?: CleaningReport,
): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = {};
  const allowedTag = ALLOWED_TAGS.includes(tagName);
  if (report && !allowedTag) bump(report.elements, tagName);
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (report && allowedTag && !allowedAttribute(tagName, lower)) bump(report.attributes, `${tagName}/${lower}`);
    if ((lower === 'id' || lower === 'name') && value !== '') {
      next[lower] = value.startsWith(NAMED_PROPS_PREFIX) ? value : NAMED_PROPS_PREFIX + value;
    } else if (URL_ATTRIBUTES.includes(lower)) {
      const url = value.trim();
      const allowed = tagName === 'img' && lower === 'src' ? ownImageOf(url, origin) !== null : ALLOWED_URI.test(url);
      if (allowed) next[lower] = url;
      else if (report && allowedTag && allowedAttribute(tagName, lower)) report.addresses++;
    } else {
      next[lower] = value;
    }
  }
  // A link whose address was refused would be dead: its text stays, as plain text.
  if (tagName === 'a' && !next.href && !next.name) return { tagName: 'span', attribs: {} };
  if (tagName === 'a') {
    if (next.target !== '_blank') delete next.target;
    next.rel = LINK_REL;
  }
  return { tagName, attribs: next };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['https', 'mailto', 'tel'],
  // A picture's source has passed ownImageOf already: on a server without TLS (development), ours is http:.
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Raw-text elements and form controls go with their content (a <style> must not leak as text;
  // a form's button text "Send" would be a stray word without its form). A <form> itself is
  // unwrapped: left open, it would take the rest of the post with it.
  nonTextTags: [...RAW_TEXT_TAGS, 'textarea', 'option', 'select', 'button'],
  transformTags: { '*': (tagName, attribs) => transform(tagName, attribs, null) },
  // An image whose source was refused would only be a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The words of HTML's text, each tag a word break (so `<p>a</p><p>b</p>` is two words on both sides). */
const wordsOf = (html: string, nonTextTags?: string[]) =>
  plainTextOf(html.replace(/</g, ' <'), nonTextTags).split(/\s+/).filter(Boolean);

/**
 * Words a reader of the raw HTML would have seen that are not in the cleaned body (a button's
 * text, say): reported with the removed elements, so no text goes without anyone knowing
 * (docs/threats.md T32).
 */
export function textRemoved(raw: string, html: string): string[] {
  const kept = wordsOf(html);
  const removed: string[] = [];
  for (const word of wordsOf(raw, RAW_TEXT_TAGS)) {
    const at = kept.indexOf(word);
    if (at >= 0) kept.splice(at, 1);
    else removed.push(word);
  }
  return removed;
}

/**
 * Cleans CMS HTML for storage: call on every write of a post body. `origin` is the server's own
 * (APP_URL): pictures there or at a same-site /media/post-images/ path stay, all others go.
 */
export function sanitizePostHtml(html: string, origin: string | null = null): string {
  return cleanPostHtml(html, origin).html;
}

/** The same cleaning as sanitizePostHtml, with a report of what it removed. */
export function cleanPostHtml(html: string, origin: string | null = null): { html: string; removed: CleaningReport } {
  const removed = emptyReport();
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: { '*': (tagName, attribs) => transform(tagName, attribs, origin, removed) },
  }).trim();
  return { html: clean, removed };
}

export const nothingRemoved = (report: CleaningReport): boolean =>
  Object.keys(report.elements).length === 0 && Object.keys(report.attributes).length === 0 && report.addresses === 0;

/** A picture inside the URL itself: raster or SVG (an image context never runs script). */
const DATA_IMAGE_URL = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * A post's picture URL (rendered as <img src>, outside the sanitised body): one of our uploads
 * (relative, or on `origin`) or a data:image; never another host's.
 */
export function isSafeImageUrl(url: string, origin: string | null = null): boolean {
  const trimmed = url.trim();
  return ownImageOf(trimmed, origin) !== null || DATA_IMAGE_URL.test(trimmed);
}

/** The text of (already sanitised) HTML, for a post's excerpt: no tags, whitespace folded. */
export function plainTextOf(html: string, nonTextTags: string[] = OPTIONS.nonTextTags!): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
