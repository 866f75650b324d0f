// The baselines of bench/first-paint.ts: the prerendered screens as static pages (no script), and
// a React hello page rendering one API call's answer (bench/bundle-alone.ts), all served
// Brotli-compressed as the club server sends them.
import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

/** A prerendered document without its scripts (and its submit button usable): the static baseline. */
export function staticVersion(html: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<script\b[^>]*><\/script>/g, '')
    .replace(/(<button type="submit"[^>]*?) disabled=""/g, '$1');
}

export const HELLO_FETCH = (api: string, token: string) => `
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { jsx } from 'react/jsx-runtime';
function Hello() {
  const [name, setName] = useState(null);
  useEffect(() => {
    fetch(${JSON.stringify(`${api}/user/header`)}, { headers: { Accept: 'application/json', Authorization: ${JSON.stringify(`Bearer ${token}`)} } })
      .then((response) => response.json()).then((header) => setName(header.user?.name ?? 'member'));
  }, []);
  return name === null ? jsx('h1', { children: 'Hello' }) : jsx('h1', { 'data-loaded': '', children: 'Hello, ' + name });
}
createRoot(document.getElementById('app')).render(jsx(Hello, {}));
`;

/** The baselines' server: the static pages and the hello page, Brotli-compressed as the club server sends. */
export async function serveBaselines(
  port: number,
  files: Map<string, { type: string; body: string }>,
): Promise<Server> {
  const compressed = new Map([...files].map(([name, file]) => [name, { ...file, br: brotliCompressSync(file.body) }]));
  const server = createServer((req, res) => {
    const file = compressed.get(req.url ?? '');
    if (!file) return res.writeHead(404).end();
    res
      .writeHead(200, { 'Content-Type': file.type, 'Content-Encoding': 'br', 'Cache-Control': 'no-store' })
      .end(file.br);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
