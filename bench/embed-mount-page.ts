// The page of the mount bench and the small server that serves it with the bundled scripts.
import { createServer, type Server } from 'node:http';

/** What the page does once a widget responds, and what it waits for then. */
export interface Opening {
  /** The tags whose first enabled, named button the page clicks (as a visitor would, at once). */
  click: readonly string[];
  /** What shows that the opened popup holds its content: the sign-in's field, the bell's list. */
  content: string;
}

/**
 * A page that notes t0 at the top of <head>, t1 when every element of `tags` has a shadow root
 * holding a button with a name (aria-label or text: the widgets' first render, visible and named).
 * With `opening`, it clicks each named tag's first enabled, named button the moment there is one and
 * notes t2 when each of them shows its popup (a visible role=dialog in its shadow root: the
 * sign-in's popover, the bell's list), t3 when each popup holds `opening.content`; without, t2 is when each
 * tag holds an enabled button. `before` runs first (a persisted session). A shadow root is closed to
 * MutationObservers of the document, so the page watches each one the elements attach. The script
 * is deferred, as the examples' tag is: it runs once the body (and the elements) have been parsed.
 */
export function mountPage(
  script: string,
  tags: readonly string[],
  attributes = '',
  before = '',
  opening: Opening | null = null,
): string {
  const watch = `${before}
window.t0 = performance.now();
const wanted = ${JSON.stringify(tags)};
const opening = ${JSON.stringify(opening)};
const rendered = new Set();
const enabled = new Set();
const clicked = new Set();
const opened = new Set();
const filled = new Set();
const named = (b) => (b.getAttribute('aria-label') || b.textContent).trim();
const all = (set, size, key) => { if (set.size === size) window[key] ??= performance.now(); };
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (init) {
  const root = attach.call(this, init);
  const tag = this.localName;
  if (wanted.includes(tag) && window.t1 === undefined) {
    new MutationObserver((_, observer) => {
      const buttons = [...root.querySelectorAll('button')];
      if (!buttons.some(named)) return;
      rendered.add(tag);
      all(rendered, wanted.length, 't1');
      const trigger = buttons.find((b) => !b.disabled && named(b));
      if (!opening) {
        if (!trigger) return;
        observer.disconnect();
        enabled.add(tag);
        return all(enabled, wanted.length, 't2');
      }
      if (!opening.click.includes(tag)) return;
      if (trigger && !clicked.has(tag)) {
        clicked.add(tag);
        trigger.click();
      }
      // shown, not merely in the tree (a popover waits hidden until its button opens it)
      const popup = [...root.querySelectorAll('[role="dialog"]')].find((d) => d.checkVisibility());
      if (popup) opened.add(tag);
      all(opened, opening.click.length, 't2');
      if (popup && popup.querySelector(opening.content)) {
        filled.add(tag);
        observer.disconnect();
        all(filled, opening.click.length, 't3');
      }
    }).observe(root, { childList: true, subtree: true, attributes: true });
  }
  return root;
};`;
  const body = tags.map((tag) => `<${tag}></${tag}>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>${watch}</script>
<script src="${script}" defer ${attributes}></script></head><body>${body}<div id="more"></div></body></html>`;
}

// A signed-in member's first requests, answered as the reference server would for a member with
// no notifications (GET user/header; the lists are asked only when a count is non-zero).
const API: Record<string, unknown> = {
  '/api/config': { club: { name: 'Bench', social: {} }, realtime: null, features: {} },
  '/api/user/header': { notifications: { notifications: { unread_count: 0, read_count: 0 } }, term_updates: [] },
};

/** Serves `files` by path (no caching), and the API answers the widgets ask for on these pages. */
export function serve(files: Record<string, { type: string; body: string }>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path in API) {
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
        .end(JSON.stringify(API[path]));
      return;
    }
    const file = files[path];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
