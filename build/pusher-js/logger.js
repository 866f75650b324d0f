// pusher-js's logger (src/core/logger.ts) writes only when Pusher.log or Pusher.logToConsole is set,
// and the widget script never sets either: its Pusher class is not on window or anywhere a page or
// a developer could reach, so nothing can switch logging on. The calls stay; they write nothing,
// as they would in the published build with logging off. Without it, its message formatting
// (collections.stringify) goes too.
export default {
  debug() {},
  warn() {},
  error() {},
};
