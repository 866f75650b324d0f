// pusher-js's proxy for the deprecated `authorizer` option (src/core/auth/
// deprecated_channel_authorizer.ts), left out of the widget script's build (build/rollup/
// pusher-websocket-only.mjs): the widgets authorise channels through `channelAuthorization`
// (src/core/realtime/options.ts), which pusher-js prefers. Passing only `authorizer` throws.
export function ChannelAuthorizerProxy() {
  throw new Error("pusher-js's deprecated `authorizer` option is not part of this build: use channelAuthorization.");
}
