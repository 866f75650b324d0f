// dist/embed/club-widgets.js, the file a site pastes: a classic script (a site's tag has no
// type="module") that notes its own tag, installs the documented call queue so window.ClubWidgets
// exists at once, paints the signed-out prompts of the widgets already in the page (from the
// persisted session: nothing for a signed-in member) and imports the loader, an ES module beside it
// whose hashed name the build writes in for LOADER. The painted prompts are inert until the loader
// renders the real ones in their place (embed/mount.ts); PROMPTS are the prompts' names in both
// languages, written in by the build from embed/messages. Beside the loader it asks at once for
// every file the first render of those widgets needs (FILES, written in by the build: the view and
// the prompt, or for a signed-in member the API client and each widget's part, and the texts), so
// they arrive together instead of one after another as each file finds it needs the next.
(function (win, doc) {
  var script = doc.currentScript;
  var key = Symbol.for('club.widgets.script');
  if (!win[key]) win[key] = script;
  win.ClubWidgets =
    win.ClubWidgets ||
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
  var base = (script && script.src) || doc.baseURI;
  var load = function (file) {
    return import(new URL(file, base).href);
  };
  load('LOADER').catch(function (error) {
    doc.dispatchEvent(
      new CustomEvent('club:error', {
        bubbles: true,
        detail: { code: 'load', message: String((error && error.message) || error) },
      }),
    );
  });
  var session = {};
  try {
    session = JSON.parse(localStorage.getItem('vuex') || '{}').session || {};
  } catch (error) {
    // no storage (a sandboxed frame): the loader decides
  }
  var signedIn = Boolean(session.isLoggedIn && session.token);
  var wanted = (script && script.getAttribute('data-locale')) || session.language || navigator.language || 'en';
  var german = /^(de|ch)/i.test(wanted);
  var present = widgetsIn(doc);
  // asked for before the paint below: the requests go out while it runs
  if (present.length > 0) preload(FILES);
  try {
    if (!signedIn) firstPaint(present, PROMPTS);
  } catch (error) {
    // an element that cannot hold a shadow root: the loader reports it when it mounts
  }

  // The widget elements in the page with their names, in the order of the page.
  function widgetsIn(doc) {
    var found = [];
    var names = ['notification-bell', 'wallet-summary', 'ticket-indicator', 'news-feed'];
    doc
      .querySelectorAll(
        'club-notification-bell, club-wallet-summary, club-ticket-indicator, club-news-feed, [data-club-widget]',
      )
      .forEach(function (element) {
        var name = element.getAttribute('data-club-widget') || element.localName.slice(5);
        if (names.indexOf(name) >= 0) found.push({ element: element, name: name });
      });
    return found;
  }

  // The texts of both languages when German is wanted (English fills any gap), and the files of
  // the first render; a failure shows when the loader asks for the same file again.
  function preload(files) {
    var steps = ['view'].concat(signedIn ? ['client'] : ['prompt']);
    present.forEach(function (widget) {
      if (signedIn && steps.indexOf(widget.name) < 0) steps.push(widget.name);
    });
    var wanted = [];
    var add = function (list) {
      list.forEach(function (file) {
        if (wanted.indexOf(file) < 0) wanted.push(file);
      });
    };
    var texts = function (byLanguage) {
      add(byLanguage.en);
      if (german) add(byLanguage.de);
    };
    texts(files.texts);
    steps.forEach(function (step) {
      add(files[step].files);
      texts(files[step].texts);
    });
    wanted.forEach(function (file) {
      load(file).catch(function () {});
    });
  }

  // The prompt of each widget element in the page, as a disabled button with the prompt's name,
  // in the shadow root the widget will use (signed out only).
  function firstPaint(widgets, prompts) {
    var texts = german ? prompts.de : prompts.en;
    var keys = {
      'notification-bell': 'bell',
      'wallet-summary': 'wallet',
      'ticket-indicator': 'tickets',
      'news-feed': 'news',
    };
    widgets.forEach(function (widget) {
      var element = widget.element;
      var key = keys[widget.name];
      if (element.shadowRoot) return;
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
