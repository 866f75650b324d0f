// dist/embed/club-widgets.js, the file a site pastes: a classic script (a site's tag has no
// type="module") that notes its own tag, installs the documented call queue so window.ClubWidgets
// exists at once, paints each widget already in the page and imports the loader, an ES module
// beside it whose hashed name the build writes in for LOADER. The first paint (from the persisted
// session) is each widget's button, named and with its icon, until the loader renders the real one
// in its place (embed/mount.ts): a signed-out visitor's prompts, a signed-in member's bell (the
// other widgets show the member's data, which takes the API). It works from the start: a click
// opens its popup (the sign-in's, the bell's list) saying what is still loading, and the loader
// renders the widget open in its place (docs/architecture.md decision 6). PROMPTS are the names,
// and what the popups say, in both languages (embed/messages, the notifications module's), ICONS
// the glyphs (src/ui/icon-paths.ts), both written in by the build.
// Beside the loader it asks at once for every file the first render of those widgets needs (FILES,
// written in by the build: the view and the prompt, or for a signed-in member the API client and
// each widget's part, and the texts), so they arrive together instead of one after another as each
// file finds it needs the next.
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
  var session = {};
  try {
    // The portal's `vuex` on its own origin, the widgets' own key elsewhere (embed/session-storage.ts).
    var origin = function (name) {
      return new URL((script && script.getAttribute('data-' + name)) || base, doc.URL).origin;
    };
    var key = origin('portal') === win.location.origin ? 'vuex' : 'club-widgets:' + origin('api');
    session = JSON.parse(localStorage.getItem(key) || '{}').session || {};
  } catch (error) {
    // no storage (a sandboxed frame), a malformed attribute: the loader decides
  }
  var signedIn = Boolean(session.isLoggedIn && session.token);
  // the site's data-locale, else the page's <html lang>, else the browser's (embed/runtime.ts)
  var wanted = (script && script.getAttribute('data-locale')) || doc.documentElement.lang || navigator.language || 'en';
  var german = /^(de|ch)/i.test(wanted);
  var present = widgetsIn(doc);
  // first the paint (a few DOM nodes), then the requests: nothing that can wait comes before it
  try {
    firstPaint(present, PROMPTS, ICONS);
  } catch (error) {
    // an element that cannot hold a shadow root: the loader reports it when it mounts
  }
  // in the next task: the browser may show the painted buttons before it starts the requests
  setTimeout(function () {
    load('LOADER').catch(function (error) {
      doc.dispatchEvent(
        new CustomEvent('club:error', {
          bubbles: true,
          detail: { code: 'load', message: String((error && error.message) || error) },
        }),
      );
    });
    if (present.length > 0) preload(FILES);
  }, 0);

  // The widget elements in the page with their names, in the order of the page.
  function widgetsIn(doc) {
    var found = [];
    var names = ['notification-bell', 'wallet-summary', 'ticket-indicator', 'news-feed', 'events'];
    doc
      .querySelectorAll(
        'club-notification-bell, club-wallet-summary, club-ticket-indicator, club-news-feed, club-events, [data-club-widget]',
      )
      .forEach(function (element) {
        var name = element.getAttribute('data-club-widget') || element.localName.slice(5);
        if (names.indexOf(name) >= 0) found.push({ element: element, name: name });
      });
    return found;
  }

  // The files of the first render with the texts in the page's language (one file: a member's
  // texts are the loader's, a visitor's the prompt's); a failure shows when the loader asks again.
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
      add(german ? byLanguage.de : byLanguage.en);
    };
    if (signedIn) texts(files.texts);
    steps.forEach(function (step) {
      add(files[step].files);
      texts(files[step].texts);
    });
    wanted.forEach(function (file) {
      load(file).catch(function () {});
    });
  }

  // Each widget's button with its name and icon, in the shadow root the widget will use: every
  // prompt for a signed-out visitor, the bell for a signed-in member.
  function firstPaint(widgets, prompts, icons) {
    var texts = german ? prompts.de : prompts.en;
    var keys = {
      'notification-bell': 'bell',
      'wallet-summary': 'wallet',
      'ticket-indicator': 'tickets',
      'news-feed': 'news',
      events: 'events',
    };
    var svg = 'http://www.w3.org/2000/svg';
    // The box the loader's button will have (embed/styles/widget.css, src/ui/menu-button.css,
    // embed/styles/prompt.css at the tokens' defaults, rem as 16 px), so nothing shifts when it
    // takes this one's place; a constructed sheet, as a strict CSP allows.
    var sheet = null;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(
        ':host{display:inline-block;vertical-align:middle}' +
          '.club-widget--first-paint{all:initial;display:block;font-family:inherit;font-size:16px;line-height:1.5;color:inherit}' +
          '.club-widget--first-paint>button{display:inline-flex;align-items:center;justify-content:center;gap:8px;' +
          'min-width:44px;min-height:44px;padding:8px;border:0;border-radius:8px;background:none;color:inherit;font:inherit;cursor:pointer}' +
          '.club-widget--first-paint>button>span{font-size:14px;font-weight:600}',
      );
    } catch (error) {
      sheet = null; // no constructable stylesheets: the button keeps the browser's look
    }
    widgets.forEach(function (widget) {
      var element = widget.element;
      var key = keys[widget.name];
      if (element.shadowRoot || (signedIn && key !== 'bell')) return;
      var box = doc.createElement('div');
      box.className = 'club-widget club-widget--first-paint';
      box.setAttribute('part', 'widget');
      var button = doc.createElement('button');
      button.type = 'button';
      var icon = doc.createElementNS(svg, 'svg');
      var attributes = {
        viewBox: '0 0 24 24',
        width: '1.25em',
        height: '1.25em',
        fill: 'none',
        stroke: 'currentColor',
      };
      attributes['stroke-width'] = 2;
      attributes['aria-hidden'] = 'true';
      Object.keys(attributes).forEach(function (name) {
        icon.setAttribute(name, attributes[name]);
      });
      var glyph = doc.createElementNS(svg, 'path');
      glyph.setAttribute('d', icons[key]);
      icon.appendChild(glyph);
      button.appendChild(icon);
      if (signedIn) button.setAttribute('aria-label', texts.member);
      else if (key === 'wallet' || key === 'news' || key === 'events') {
        var text = doc.createElement('span');
        text.textContent = texts[key];
        button.appendChild(text);
      } else button.setAttribute('aria-label', texts[key]);
      box.appendChild(button);
      // A click opens its popup at once (a popover: the browser's own look in the top layer, no
      // stylesheet; Escape and a click outside close it), saying what loads; the loader's widget
      // then renders open in its place. Without popovers the button waits for the loader.
      var popup = doc.createElement('div');
      if (!('popover' in popup)) button.disabled = true;
      else {
        popup.popover = 'auto';
        popup.setAttribute('part', 'popover');
        popup.setAttribute('role', 'dialog');
        popup.setAttribute('aria-label', button.getAttribute('aria-label') || texts[key]);
        popup.textContent = signedIn ? texts.memberLoading : texts.loading;
        button.popoverTargetElement = popup;
        box.appendChild(popup);
      }
      var shadow = element.attachShadow({ mode: 'open' });
      if (sheet) shadow.adoptedStyleSheets = [sheet];
      shadow.appendChild(box);
    });
  }
})(window, document);
