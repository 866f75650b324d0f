// laravel-echo exactly as the widget script bundles it (build/rollup/laravel-echo-pusher-only.mjs:
// built from its TypeScript sources, Pusher connector only: the socket.io and null connectors and
// the presence and encrypted channels replaced by classes that throw), as an ES module for Node,
// so the real-client tests run with it too.
import type Echo from 'laravel-echo';
// @ts-expect-error: plain ESM config without type declarations
import { laravelEchoPusherOnly } from '../../../build/rollup/laravel-echo-pusher-only.mjs';
import { bundleForNode } from './bundle-for-node.ts';

export async function loadEmbedEcho(): Promise<typeof Echo> {
  return bundleForNode<typeof Echo>('laravel-echo', [laravelEchoPusherOnly()]);
}
