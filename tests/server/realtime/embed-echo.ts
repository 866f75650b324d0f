// laravel-echo exactly as the widget script bundles it (build/rollup/laravel-echo-pusher-only.mjs:
// built from its TypeScript sources, Pusher connector only: the socket.io and null connectors and
// the presence and encrypted channels replaced by classes that throw), as an ES module for Node,
// so the real-client tests run with it too. Built once per run (tests/setup/bundles.ts).
import type Echo from 'laravel-echo';
import { inject } from 'vitest';
import { importNodeBundle } from './bundle-for-node.ts';

export function loadEmbedEcho(): Promise<typeof Echo> {
  return importNodeBundle<typeof Echo>(inject('nodeBundles')?.echo);
}
