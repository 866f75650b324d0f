import { describe, expect, it } from 'vitest';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { CachedRouter } from '../../../server/http/route-cache.ts';

const ROUTES: [string, string, string][] = [
  ['ALL', '/api/*', 'platform'],
  ['GET', '/api/tickets', 'list'],
  ['GET', '/api/tickets/public-key', 'key'],
  ['GET', '/api/tickets/:label', 'show'],
  ['GET', '/api/tickets/:label/pdf', 'pdf'],
  ['POST', '/api/tickets/:label/cancel', 'cancel'],
];

function both() {
  const cached = new CachedRouter<string>();
  const plain = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] });
  for (const route of ROUTES) {
    cached.add(...route);
    plain.add(...route);
  }
  return { cached, plain };
}

describe('the cached router', () => {
  it("answers every request as Hono's default router does, asked once or again", () => {
    const { cached, plain } = both();
    const asks: [string, string][] = [
      ['GET', '/api/tickets'],
      ['GET', '/api/tickets/public-key'],
      ['GET', '/api/tickets/T-1'],
      ['GET', '/api/tickets/T-1/pdf'],
      ['POST', '/api/tickets/T-1/cancel'],
      ['DELETE', '/api/tickets/T-1'],
      ['GET', '/elsewhere'],
    ];
    for (const [method, path] of asks) {
      const expected = plain.match(method, path);
      expect(cached.match(method, path)).toEqual(expected);
      expect(cached.match(method, path)).toEqual(expected);
    }
  });

  it('keeps answering right past its bound on distinct paths', () => {
    const { cached } = both();
    for (let id = 0; id < 2500; id++) {
      const [handlers] = cached.match('GET', `/api/tickets/T-${id}`);
      expect(handlers.map(([handler]) => handler)).toEqual(['platform', 'show']);
    }
    expect(cached.match('GET', '/api/tickets/T-7/pdf')[0].map(([handler]) => handler)).toEqual(['platform', 'pdf']);
  });
});
