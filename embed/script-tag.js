// dist/embed/club-widgets.js, the file a site pastes: a classic script (a site's tag has no
// type="module") that notes its own tag, installs the documented call queue so window.ClubWidgets
// exists at once, paints the signed-out prompts of the widgets already in the page (from the
// persisted session: nothing for a signed-in member) and imports the loader, an ES module beside it
// whose hashed name the build writes in for LOADER. The painted prompts are inert until the loader
// renders the real ones in their place (embed/mount.ts); PROMPTS are the prompts' names in both
// languages, written in by the build from embed/messages.
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
  try {
    firstPaint(doc, script, PROMPTS);
  } catch (error) {
    // an element that cannot hold a shadow root: the loader reports it when it mounts
  }

  // The prompt of each widget element in the page, as a disabled button with the prompt's name,
  // in the shadow root the widget will use; only when the persisted session is not signed in.
  function firstPaint(doc, script, prompts) {
    var session = {};
    try {
      session = JSON.parse(localStorage.getItem('vuex') || '{}').session || {};
    } catch (error) {
      // no storage (a sandboxed frame): the loader decides
    }
    if (session.isLoggedIn && session.token) return;
    var wanted = (script && script.getAttribute('data-locale')) || session.language || navigator.language || 'en';
    var texts = /^(de|ch)/i.test(wanted) ? prompts.de : prompts.en;
    var names = { 'notification-bell': 'bell', 'wallet-summary': 'wallet', 'ticket-indicator': 'tickets', 'news-feed': 'news' };
    doc.querySelectorAll('club-notification-bell, club-wallet-summary, club-ticket-indicator, club-news-feed, [data-club-widget]').forEach(function (element) {
      var key = names[element.getAttribute('data-club-widget') || element.localName.slice(5)];
      if (!key || element.shadowRoot) return;
      var box = doc.createElement('div');
      box.className = 'club-widget club-widget--first-paint';
      box.setAttribute('part', 'widget');
      var button = doc.createElement('button');
      button.type = 'button';
      button.disabled = true;
      button.setAttribute('aria-label', texts[key]);
      if (key === 'wallet' || key === 'news') button.textContent = texts[key];
      box.appendChild(button);
      element.attachShadow({ mode: 'open' }).appendChild(box);
    });
  }
})(window, document);
