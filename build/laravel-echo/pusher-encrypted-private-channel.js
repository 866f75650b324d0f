// laravel-echo's encrypted private channel for Pusher (src/channel/pusher-encrypted-private-
// channel.ts), left out of the widget script's Echo (build/rollup/laravel-echo-pusher-only.mjs)
// as pusher-js's encrypted channel is left out of its build (build/pusher-js/encrypted-channel.js):
// the widgets pass no nacl implementation. encryptedPrivate() throws.
export class PusherEncryptedPrivateChannel {
  constructor() {
    throw new Error('Encrypted channels (Echo encryptedPrivate) are not part of the widget script build.');
  }
}
