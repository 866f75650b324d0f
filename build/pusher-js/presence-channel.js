// pusher-js's presence channel (src/core/channels/presence_channel.ts, with its Members list), left
// out of the widget script's build (build/rollup/pusher-websocket-only.mjs): the widgets
// subscribe to public and private channels only (src/core/realtime/client.ts). Subscribing to a
// presence-* channel, directly or through Echo's join(), throws instead of joining without members.
export default class PresenceChannel {
  constructor() {
    throw new Error('Presence channels are not part of this pusher-js build.');
  }
}
