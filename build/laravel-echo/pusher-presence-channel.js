// laravel-echo's presence channel for Pusher (src/channel/pusher-presence-channel.ts: join(),
// here/joining/leaving), left out of the widget script's Echo (build/rollup/
// laravel-echo-pusher-only.mjs) together with pusher-js's presence channels (build/pusher-js/
// presence-channel.js): the widgets listen on public and private channels only. join() throws.
export class PusherPresenceChannel {
  constructor() {
    throw new Error('Presence channels (Echo join) are not part of the widget script build.');
  }
}
