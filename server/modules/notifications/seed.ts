// Demo notifications for demo@club.test: 13 unread (two pages) and 6 read.
import { randomUUID } from 'node:crypto';
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEFAULT_NOTIFICATION_TYPE, insertNotification } from '../../notifications/notify.ts';
import { USER_MODEL } from '../../auth/repository-tokens.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';

const ITEMS: [title: string, description: string, cls: string, status: string][] = [
  ['Welcome to the club', 'Your membership is active. Have a look around.', 'fa fa-hand-peace', 'success'],
  ['Deposit received', 'We received your deposit of 50.00 €.', 'fa fa-wallet', 'success'],
  ['Monthly contribution', 'Your contribution for this month was booked.', 'fa fa-receipt', 'info'],
  ['Summer meetup', 'Tickets for the summer meetup are available.', 'fa fa-calendar', 'info'],
  [
    'Ticket answered',
    'Support replied to your ticket "Summer meetup: bringing a guest".',
    'fa fa-life-ring',
    'primary',
  ],
  ['New team member', 'Lena Schmidt joined through your referral link.', 'fa fa-user-plus', 'success'],
  ['Withdrawal sent', 'Your withdrawal of 20.00 € is on its way.', 'fa fa-money-bill', 'success'],
  ['Address missing', 'Please complete your address in the settings.', 'fa fa-map-marker', 'warning'],
  ['Appointment tomorrow', 'Your appointment is tomorrow at 18:00.', 'fa fa-clock', 'info'],
  ['News posted', 'A new post was published: Opening hours in winter.', 'fa fa-newspaper', 'info'],
  ['Order shipped', 'Order 2026-0042 is ready for pick-up.', 'fa fa-box', 'success'],
  ['Security notice', 'A new device signed in to your account.', 'fa fa-shield', 'danger'],
  ['Chat message', 'You have a new message from Jonas Weber.', 'fa fa-comments', 'primary'],
  ['Membership renewed', 'Your membership was renewed for another year.', 'fa fa-id-card', 'success'],
  ['Password changed', 'Your password was changed.', 'fa fa-key', 'warning'],
  ['Team bonus', 'Your team earned a bonus this month.', 'fa fa-gift', 'success'],
  ['Event cancelled', 'The autumn hike was cancelled because of the weather.', 'fa fa-ban', 'danger'],
  ['Survey', 'Tell us what you think about the new portal.', 'fa fa-poll', 'info'],
  ['Terms updated', 'We updated our privacy policy.', 'fa fa-file-contract', 'warning'],
];

export function seedNotifications(deps: AppDeps): void {
  const demo = findUserByEmail(deps.db, DEMO_EMAIL);
  if (!demo) return;
  const now = deps.clock.now().getTime();
  ITEMS.forEach(([title, description, cls, status], i) => {
    const created = toTimestamp(new Date(now - (i + 1) * 3_600_000 * 7));
    const read = i >= 13;
    insertNotification(deps.db, {
      id: randomUUID(),
      type: DEFAULT_NOTIFICATION_TYPE,
      notifiable_type: USER_MODEL,
      notifiable_id: demo.id,
      data: JSON.stringify({ title, description, class: cls, status }),
      read_at: read ? toTimestamp(new Date(now - i * 3_600_000)) : null,
      created_at: created,
      updated_at: created,
    });
  });
}
