// The buttons of the example pages: add a bell or a news feed after load (the MutationObserver and
// the custom element mount them), mount and unmount one through the JS API, switch the language,
// log out.
(function () {
  function on(id, handler) {
    var button = document.getElementById(id);
    if (button) button.addEventListener('click', handler);
  }
  var slot = document.getElementById('js-slot');
  on('add-bell', function () {
    var bell = document.createElement('div');
    bell.setAttribute('data-club-widget', 'notification-bell');
    bell.className = 'late-bell';
    document.getElementById('late-bells').appendChild(bell);
  });
  on('add-news', function () {
    var feed = document.createElement('club-news-feed');
    feed.setAttribute('limit', '1');
    feed.className = 'late-news';
    document.getElementById('late-bells').appendChild(feed);
  });
  on('remove-bells', function () {
    document.getElementById('late-bells').textContent = '';
  });
  on('mount-bell', function () {
    window.ClubWidgets.mount(slot, 'notification-bell');
  });
  on('unmount-bell', function () {
    window.ClubWidgets.unmount(slot);
  });
  on('locale-de', function () {
    window.ClubWidgets.setLocale('de');
  });
  on('locale-en', function () {
    window.ClubWidgets.setLocale('en');
  });
  on('logout', function () {
    window.ClubWidgets.logout();
  });
})();
