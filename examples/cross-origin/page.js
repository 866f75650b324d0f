// Shows which origin this page is on, next to the club server's.
document.getElementById('page-origin').textContent = location.origin;
