// Shows the widgets' club:* events in the page's <ol id="club-events"> (text only), so a site admin
// sees what a page can react to. Uses the stub's queue when the script has not loaded yet.
(function () {
  var names = ['ready', 'auth-change', 'unread-change', 'notification', 'connection', 'error'];
  function log(name, detail) {
    var list = document.getElementById('club-events');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent = 'club:' + name + ' ' + JSON.stringify(detail);
    list.insertBefore(item, list.firstChild);
    while (list.children.length > 30) list.removeChild(list.lastChild);
  }
  names.forEach(function (name) {
    window.ClubWidgets.on(name, function (detail) {
      log(name, detail);
    });
  });
})();
