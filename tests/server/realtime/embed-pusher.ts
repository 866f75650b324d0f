// pusher-js exactly as the widget script bundles it (build/rollup/pusher-websocket-only.mjs: built
// from its TypeScript sources, ws/wss only, no stats, no encrypted channels), as an ES module for
// Node, so the real-client tests run against it too. Node has the globals its runtime uses:
// WebSocket, fetch, Request, Headers, crypto. Built once per run (tests/setup/bundles.ts).
import type Pusher from 'pusher-js';
import { inject } from 'vitest';
import { importNodeBundle } from './bundle-for-node.ts';

export function loadEmbedPusher(): Promise<typeof Pusher> {
  return importNodeBundle<typeof Pusher>(inject('nodeBundles')?.pusher);
}
