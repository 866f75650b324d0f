// The ClubWidgets stub: load it before club-widgets.js to call the API before the script has
// loaded. Calls are queued and replayed in order once it runs; `ready` resolves with the real API.
// (A copy of the snippet in examples/README.md, as a file for pages whose CSP forbids inline script.)
window.ClubWidgets =
  window.ClubWidgets ||
  (function (q) {
    var api = {
      q: q,
      ready: new Promise(function (resolve) {
        q.push(['ready', resolve]);
      }),
    };
    ['mount', 'unmount', 'on', 'off', 'setLocale', 'logout'].forEach(function (name) {
      api[name] = function () {
        q.push([name].concat([].slice.call(arguments)));
      };
    });
    return api;
  })([]);
