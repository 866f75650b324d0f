// laravel-echo exactly as the widget script bundles it (rollup.config.mjs laravelEchoPusherOnly:
// built from its TypeScript sources, Pusher connector only: the socket.io and null connectors and
// the presence and encrypted channels replaced by classes that throw), as an ES module for Node,
// so the real-client tests run with it too.
import type Echo from 'laravel-echo';
// @ts-expect-error: plain ESM config without type declarations
import { laravelEchoPusherOnly } from '../../../rollup.config.mjs';
import { bundleForNode } from './bundle-for-node.ts';

export async function loadEmbedEcho(): Promise<typeof Echo> {
  return bundleForNode<typeof Echo>('laravel-echo', [laravelEchoPusherOnly()]);
}
