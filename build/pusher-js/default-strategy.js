// pusher-js's connection strategy (src/runtimes/isomorphic/default_strategy.ts) for the embed's
// ws/wss-only build (build/rollup/pusher-websocket-only.mjs), built from the same pusher-js
// strategies with the same transports, priorities, timeouts and delays. What is left out is what
// this build cannot reach:
// - the HTTP loop (xhr_streaming, then xhr_polling), tried 2 s (TLS) or 5 s after the WebSocket:
//   the build's runtime reports both transports unsupported, so that branch only ever failed;
// - WebSocketPrioritizedCachedStrategy, which remembers the last working transport in
//   localStorage: the build's runtime has no localStorage (getLocalStorage() is undefined), so
//   it only ever passed the inner strategy through;
// - the IfStrategy around it, whose other branch was that HTTP loop: when the ws transport itself is
//   unsupported (WebSocket missing, or 'ws' left out of enabledTransports) the strategy reports
//   unsupported and the connection goes to 'failed', as the published build does without HTTP.
import TransportManager from 'core/transports/transport_manager';
import SequentialStrategy from 'core/strategies/sequential_strategy';
import BestConnectedEverStrategy from 'core/strategies/best_connected_ever_strategy';
import DelayedStrategy from 'core/strategies/delayed_strategy';
import FirstConnectedStrategy from 'core/strategies/first_connected_strategy';

export default function getDefaultStrategy(config, baseOptions, defineTransport) {
  const wsOptions = Object.assign({}, baseOptions, {
    hostNonTLS: config.wsHost + ':' + config.wsPort,
    hostTLS: config.wsHost + ':' + config.wssPort,
    httpPath: config.wsPath,
  });
  const timeouts = { loop: true, timeout: 15000, timeoutLimit: 60000 };
  const manager = new TransportManager({ minPingDelay: 10000, maxPingDelay: config.activityTimeout });
  const ws = defineTransport(config, 'ws', 'ws', 3, wsOptions, manager);
  const wss = defineTransport(config, 'wss', 'ws', 3, Object.assign({}, wsOptions, { useTLS: true }), manager);
  const wsLoop = new SequentialStrategy([ws], timeouts);
  const loops = baseOptions.useTLS ? [wsLoop] : [wsLoop, new DelayedStrategy(new SequentialStrategy([wss], timeouts), { delay: 2000 })];
  const strategy = new FirstConnectedStrategy(new BestConnectedEverStrategy(loops));
  return {
    isSupported: () => ws.isSupported() && strategy.isSupported(),
    connect: (minPriority, callback) => strategy.connect(minPriority, callback),
  };
}
