// Demo notifications for demo@club.test: 13 unread (two pages) and 6 read, most with the topic
// they are about (the bell's categories).
import { randomUUID } from 'node:crypto';
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEFAULT_NOTIFICATION_TYPE, insertNotification } from '../../notifications/notify.ts';
import { USER_MODEL } from '../../auth/repository-tokens.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import type { NotificationTopic } from '../../../src/shared/contract/notification-topics.ts';

const ITEMS: [title: string, description: string, cls: string, status: string, topic: NotificationTopic | null][] = [
  [
    'Welcome to the club',
    'Your membership is active. Have a look around.',
    'fa fa-hand-peace',
    'success',
    'announcements',
  ],
  ['Deposit received', 'We received your deposit of 50.00 €.', 'fa fa-wallet', 'success', 'wallet'],
  ['Monthly contribution', 'Your contribution for this month was booked.', 'fa fa-receipt', 'info', 'wallet'],
  ['Summer meetup', 'Tickets for the summer meetup are available.', 'fa fa-calendar', 'info', 'appointments'],
  [
    'Ticket answered',
    'Support replied to your ticket "Summer meetup: bringing a guest".',
    'fa fa-life-ring',
    'primary',
    'support',
  ],
  ['New team member', 'Lena Schmidt joined through your referral link.', 'fa fa-user-plus', 'success', null],
  ['Withdrawal sent', 'Your withdrawal of 20.00 € is on its way.', 'fa fa-money-bill', 'success', 'wallet'],
  ['Address missing', 'Please complete your address in the settings.', 'fa fa-map-marker', 'warning', null],
  ['Appointment tomorrow', 'Your appointment is tomorrow at 18:00.', 'fa fa-clock', 'info', 'appointments'],
  ['News posted', 'A new post was published: Opening hours in winter.', 'fa fa-newspaper', 'info', 'news'],
  ['Order shipped', 'Order 2026-0042 is ready for pick-up.', 'fa fa-box', 'success', 'growing'],
  ['Security notice', 'A new device signed in to your account.', 'fa fa-shield', 'danger', null],
  ['Chat message', 'You have a new message from Jonas Weber.', 'fa fa-comments', 'primary', 'chat'],
  ['Membership renewed', 'Your membership was renewed for another year.', 'fa fa-id-card', 'success', 'announcements'],
  ['Password changed', 'Your password was changed.', 'fa fa-key', 'warning', null],
  ['Team bonus', 'Your team earned a bonus this month.', 'fa fa-gift', 'success', null],
  ['Event cancelled', 'The autumn hike was cancelled because of the weather.', 'fa fa-ban', 'danger', 'appointments'],
  ['Survey', 'Tell us what you think about the new portal.', 'fa fa-poll', 'info', 'announcements'],
  ['Terms updated', 'We updated our privacy policy.', 'fa fa-file-contract', 'warning', 'announcements'],
];

export function seedNotifications(deps: AppDeps): void {
  const demo = findUserByEmail(deps.db, DEMO_EMAIL);
  if (!demo) return;
  const now = deps.clock.now().getTime();
  ITEMS.forEach(([title, description, cls, status, topic], i) => {
    const created = toTimestamp(new Date(now - (i + 1) * 3_600_000 * 7));
    const read = i >= 13;
    insertNotification(deps.db, {
      id: randomUUID(),
      type: DEFAULT_NOTIFICATION_TYPE,
      notifiable_type: USER_MODEL,
      notifiable_id: demo.id,
      data: JSON.stringify({ title, description, class: cls, status }),
      read_at: read ? toTimestamp(new Date(now - i * 3_600_000)) : null,
      topic,
      created_at: created,
      updated_at: created,
    });
  });
}
