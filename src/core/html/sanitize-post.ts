// The client's second line of defence for post HTML (docs/contracts.md §4.6, T24), and the only dompurify
// import: loaded on first use by the Post page and the posts editor's preview, so no other screen
// (and no widget) carries it.
// The server sanitised the body when it was written; this cleans it again at render time and
// hands back a sanitised node, so no HTML string is ever assigned to the page. DOMPurify's
// default instance is used on purpose: it owns the 'dompurify' Trusted Types policy (the CSP
// allows exactly that name), and a second instance would try to create the policy again.
import type { Config, DOMPurify } from 'dompurify';

/**
 * docs/contracts.md §4.6, plus two additions. ADD_ATTR target: DOMPurify drops `target` by default, which
 * would make the §4.6 hook's "keep only _blank" moot (the server keeps _blank too, always with
 * rel=noopener). ADD_URI_SAFE_ATTR: with a custom ALLOWED_URI_REGEXP DOMPurify checks the value of
 * every attribute it does not know as URI-safe against that regexp, so `target="_blank"`,
 * `colspan="2"` or `lang="de"` would vanish; these attributes never hold a URL.
 */
export const CMS_PURIFY = {
  USE_PROFILES: { html: true }, // no SVG/MathML
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'], // style would need 'unsafe-inline'; srcset bypasses the URL check
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
  ADD_URI_SAFE_ATTR: [
    'target',
    'colspan',
    'rowspan',
    'scope',
    'width',
    'height',
    'start',
    'datetime',
    'lang',
    'dir',
    'loading',
  ],
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/(?!\/)|#)/i,
  SANITIZE_NAMED_PROPS: true, // DOM-clobbering isolation: ids and names get 'user-content-'
  RETURN_TRUSTED_TYPE: true,
} satisfies Config;

export const LINK_REL = 'noopener noreferrer nofollow';

let purifier: Promise<DOMPurify> | null = null;

/** DOMPurify with the §4.6 link hook, loaded once. Rejects where it cannot work (no DOM). */
export function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: instance }) => {
    if (!instance.isSupported) throw new Error('DOMPurify cannot sanitise in this environment.');
    // Never call sanitize() from a hook: DOMPurify is not re-entrant.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', LINK_REL);
        if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      }
    });
    return instance;
  });
  return purifier;
}

/**
 * The post body as a sanitised DocumentFragment, ready to append. A node needs no TrustedHTML
 * wrapper; DOMPurify still parses through its Trusted Types policy where the browser has one.
 */
export async function sanitizePostBody(html: string): Promise<DocumentFragment> {
  const instance = await loadPurifier();
  return instance.sanitize(html, { ...CMS_PURIFY, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true });
}
