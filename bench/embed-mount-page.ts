// The page of the mount bench and the small server that serves it with the bundled scripts.
import { createServer, type Server } from 'node:http';

/**
 * A page that notes t0 at the top of <head>, t1 when every element of `tags` has a shadow root
 * holding a button with a name (aria-label or text: the widgets' first render, visible and named)
 * and t2 when each holds an enabled one (they respond). `before` runs first (a persisted session). A
 * shadow root is closed to MutationObservers of the document, so the page watches each one the
 * elements attach. The script is deferred, as the examples' tag is: it runs once the body (and the
 * elements) have been parsed.
 */
export function mountPage(script: string, tags: readonly string[], attributes = '', before = ''): string {
  const watch = `${before}
window.t0 = performance.now();
const wanted = ${JSON.stringify(tags)};
const rendered = new Set();
const enabled = new Set();
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (init) {
  const root = attach.call(this, init);
  const tag = this.localName;
  if (wanted.includes(tag) && window.t1 === undefined) {
    new MutationObserver((_, observer) => {
      const named = [...root.querySelectorAll('button')].some((b) => (b.getAttribute('aria-label') || b.textContent).trim());
      if (!named) return;
      rendered.add(tag);
      if (rendered.size === wanted.length) window.t1 ??= performance.now();
      if (!root.querySelector('button:not([disabled])')) return;
      observer.disconnect();
      enabled.add(tag);
      if (enabled.size === wanted.length) window.t2 ??= performance.now();
    }).observe(root, { childList: true, subtree: true, attributes: true });
  }
  return root;
};`;
  const body = tags.map((tag) => `<${tag}></${tag}>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>${watch}</script>
<script src="/${script}" defer ${attributes}></script></head><body>${body}<div id="more"></div></body></html>`;
}

/** Serves `files` by path (no caching), and the /api/config the widget script asks for. */
export function serve(files: Record<string, { type: string; body: string }>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/api/config') {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ club: { name: 'Bench', social: {} }, realtime: null, features: {} }));
      return;
    }
    const file = files[path];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
