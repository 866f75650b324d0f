// Hono's default router (SmartRouter: RegExpRouter, else TrieRouter) with its answers kept per
// method and path. Our routes put TrieRouter in charge (RegExpRouter refuses
// /api/tickets/public-key beside /api/tickets/:label/pdf), and it walks the tree and sorts the
// handlers on every request; a page's polls ask the same few paths again and again
// (docs/architecture.md decision 13). Hono's RegExpRouter keeps static paths' answers the same way.
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** More distinct paths than this (ids in paths): start over rather than grow without bound. */
const MAX_PATHS = 1000;

export class CachedRouter<T> implements Router<T> {
  name = 'CachedRouter';
  readonly #router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #answers = new Map<string, Result<T>>();

  readonly #keep: (answer: Result<T>) => Result<T>;

  /** `keep`: what is kept of an answer, made once per method and path (e.g. ./sync-chain.ts asOneStep). */
  constructor(keep: (answer: Result<T>) => Result<T> = (answer) => answer) {
    this.#keep = keep;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#router.add(method, path, handler);
  }

  /** The router's answer, shared between requests: Hono only reads it. */
  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = this.#keep(this.#router.match(method, path));
      if (this.#answers.size >= MAX_PATHS) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}
