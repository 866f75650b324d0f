// Demo mode only: the mail outbox, so people and browser tests can read codes and links.
//   GET /dev/mail       HTML list, newest first
//   GET /dev/mail.json  [{id, to, subject, text, html, meta, created_at}], ?to= filters by address
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { listOutboxMail, type OutboxRow } from '../../mail/repository-outbox.ts';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

function mailJson(row: OutboxRow) {
  let meta: unknown = {};
  try {
    meta = JSON.parse(row.meta);
  } catch {
    meta = {};
  }
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    meta,
    created_at: row.created_at,
  };
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function devMailRoutes(deps: AppDeps): Hono<AppEnv> | null {
  if (!deps.config.demo) return null;
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  };
  return new Hono<AppEnv>()
    .get('/dev/mail.json', (c) => {
      const rows = listOutboxMail(c.var.deps.db, { to: c.req.query('to') || undefined });
      return c.json(rows.map(mailJson), 200, { 'Cache-Control': 'no-store' });
    })
    .get('/dev/mail', (c) => {
      const rows = listOutboxMail(c.var.deps.db, { to: c.req.query('to') || undefined });
      const items = rows
        .map(
          (row) =>
            `<article><h2>${escapeHtml(row.subject)}</h2><p><b>To:</b> ${escapeHtml(row.to_address)} · <time>${escapeHtml(row.created_at)}</time></p><pre>${linkify(escapeHtml(row.text_body))}</pre></article>`,
        )
        .join('\n');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox · ${escapeHtml(c.var.deps.config.appName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mail outbox (demo mode)</h1><p>${rows.length} message(s), newest first. JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>${items || '<p>No mail sent yet.</p>'}</body></html>`;
      return c.html(html, 200, headers);
    });
}
