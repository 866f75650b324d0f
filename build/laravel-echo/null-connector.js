// laravel-echo's null connector (src/connector/null-connector.ts, a do-nothing broadcaster for
// tests), left out of the widget script's Echo (build/rollup/laravel-echo-pusher-only.mjs):
// the widgets connect with broadcaster 'pusher' only (src/core/realtime/options.ts). Echo still
// names the class (instanceof), so it stays a class; asking for it throws instead of doing nothing.
export class NullConnector {
  constructor() {
    throw new Error("laravel-echo's null broadcaster is not part of the widget script build: use 'pusher'.");
  }
}
