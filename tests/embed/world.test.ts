// The page reset between widget tests (./world.ts) must leave the notification stores as a fresh
// page has them: a bell placed right after a reset follows the list again.
import { afterEach, expect, it } from 'vitest';
import { notifications } from '../../src/modules/notifications/store.ts';
import { resetPage } from './world.ts';

afterEach(resetPage);

it('leaves the unread count following the notifications right after a reset.', () => {
  // the previous test's last bell is gone: the count's own unmount is still 1 s away
  notifications.$unreadCount.listen(() => {})();
  resetPage();
  const counts: number[] = [];
  const stop = notifications.$unreadCount.subscribe((count) => counts.push(count));
  notifications.receive({ id: 'a1b2c3', title: 'Court booked', description: 'Court 1 at 18:00' });
  stop();
  expect(counts).toEqual([0, 1]);
});
