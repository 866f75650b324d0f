// dist/embed/club-widgets.js, the file a site pastes: a classic script (a site's tag has no
// type="module") that notes its own tag, installs the documented call queue so window.ClubWidgets
// exists at once, and imports the loader, an ES module beside it whose hashed name the build
// writes in for LOADER. Every other part comes from the same folder, fetched by the loader.
(function (win, doc) {
  var script = doc.currentScript;
  var key = Symbol.for('club.widgets.script');
  if (!win[key]) win[key] = script;
  win.ClubWidgets =
    win.ClubWidgets ||
    (function (q) {
      var api = { q: q, ready: new Promise(function (resolve) { q.push(['ready', resolve]); }) };
      ['mount', 'unmount', 'on', 'off', 'setLocale', 'logout'].forEach(function (name) {
        api[name] = function () { q.push([name].concat([].slice.call(arguments))); };
      });
      return api;
    })([]);
  import(new URL('LOADER', (script && script.src) || doc.baseURI).href).catch(function (error) {
    doc.dispatchEvent(new CustomEvent('club:error', { bubbles: true, detail: { code: 'load', message: String((error && error.message) || error) } }));
  });
})(window, document);
