// pusher-js exactly as the widget script bundles it (build/rollup/pusher-websocket-only.mjs: built
// from its TypeScript sources, ws/wss only, no stats, no encrypted channels), as an ES module for
// Node, so the real-client tests run against it too. Node has the globals its runtime uses:
// WebSocket, fetch, Request, Headers, crypto.
import type Pusher from 'pusher-js';
// @ts-expect-error: plain ESM config without type declarations
import { pusherWebSocketOnly } from '../../../build/rollup/pusher-websocket-only.mjs';
import { bundleForNode } from './bundle-for-node.ts';

export async function loadEmbedPusher(): Promise<typeof Pusher> {
  // pusher-js's own import cycles (pusher -> runtime -> ... -> logger -> pusher), which
  // embedConfig's onwarn lets through too.
  return bundleForNode<typeof Pusher>('pusher-js', [pusherWebSocketOnly()], ['CIRCULAR_DEPENDENCY']);
}
