// The server's HTML sanitiser (the only sanitize-html import): post bodies are cleaned when they
// are written, to the policy of docs/contracts.md §4.6 (the client cleans again with DOMPurify when it
// renders). Allow-list only: no scripts, event handlers, <style> or style attributes, forms,
// frames, SVG/MathML or data-* attributes; URLs are https:, mailto:, tel:, same-site paths or
// fragments; links get rel="noopener noreferrer nofollow"; ids and names are prefixed against
// DOM clobbering (the prefix DOMPurify's SANITIZE_NAMED_PROPS uses, so it is not added twice).
import sanitizeHtml from 'sanitize-html';

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

/** The same allow-list for every tag: prefix ids/names, drop refused URLs, fix link targets. */
function transform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if ((lower === 'id' || lower === 'name') && value !== '') {
      next[lower] = value.startsWith(NAMED_PROPS_PREFIX) ? value : NAMED_PROPS_PREFIX + value;
    } else if (URL_ATTRIBUTES.includes(lower)) {
      const url = value.trim();
      if (ALLOWED_URI.test(url)) next[lower] = url;
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
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Raw-text and form elements go with their content (a <style> must not leak as text).
  // A form's button text ("Send") would be a stray word without its form.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'title',
    'form',
    'button',
  ],
  transformTags: { '*': transform },
  // An image whose source was refused would only be a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Cleans CMS HTML for storage: call on every write of a post body. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * A post's picture URL (rendered as <img src>, outside the sanitised body): https:, a same-site
 * path, or a raster/SVG data:image (an image context never runs script).
 */
export const SAFE_IMAGE_URL = /^(?:https:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,])/i;

export function isSafeImageUrl(url: string): boolean {
  return SAFE_IMAGE_URL.test(url.trim());
}

/** The text of (already sanitised) HTML, for a post's excerpt: no tags, whitespace folded. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
