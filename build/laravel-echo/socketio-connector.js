// laravel-echo's Socket.io connector (src/connector/socketio-connector.ts), left out of the widget
// script's Echo (build/rollup/laravel-echo-pusher-only.mjs): the widgets connect with
// broadcaster 'pusher' only (src/core/realtime/options.ts), and socket.io-client is not bundled.
// Echo still names the class, so it stays a class; asking for it throws instead of doing nothing.
export class SocketIoConnector {
  constructor() {
    throw new Error("laravel-echo's socket.io broadcaster is not part of the widget script build: use 'pusher'.");
  }
}
