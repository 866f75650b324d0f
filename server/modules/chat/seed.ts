// Demo chat for demo@club.test: a conversation with Jonas Weber whose last two messages are
// unread (so the header shows 2 and the new-message dialog has something to announce), and a
// read one with Lena Schmidt. Runs after the users' seed (server/modules/index.ts order).
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { createConversation, insertMessage, markRead } from './repository.ts';

export const DEMO_CHAT_PARTNER_EMAIL = 'jonas.weber@club.test';
export const DEMO_CHAT_SECOND_EMAIL = 'lena.schmidt@club.test';

type Line = [from: 'demo' | 'other', minutesAgo: number, body: string];

const WITH_JONAS: Line[] = [
  ['other', 3 * 24 * 60, 'Hi! Are you coming to the summer meetup?'],
  ['demo', 3 * 24 * 60 - 12, 'Yes, I already have my ticket.'],
  ['other', 3 * 24 * 60 - 15, 'Great, see you there.'],
  ['other', 95, 'Could you bring the cable for the projector?'],
  ['other', 90, 'And maybe some chairs, if you have room in the car.'],
];

const WITH_LENA: Line[] = [
  ['demo', 6 * 24 * 60, 'Welcome to the team, Lena!'],
  ['other', 6 * 24 * 60 - 30, 'Thank you! Happy to be here.'],
  ['demo', 6 * 24 * 60 - 25, 'Ask me anything about the club.'],
];

export function seedChat(deps: AppDeps): void {
  const { db, clock } = deps;
  const demo = findUserByEmail(db, 'demo@club.test');
  if (!demo) return;
  const now = clock.now().getTime();
  const at = (minutesAgo: number) => toTimestamp(new Date(now - minutesAgo * 60_000));

  const conversation = (email: string, lines: Line[], readUpTo: number) => {
    const other = findUserByEmail(db, email);
    if (!other) return;
    const row = createConversation(db, [demo.id, other.id], at(lines[0]![1] + 1));
    lines.forEach(([from, minutesAgo, body], i) => {
      insertMessage(db, {
        conversation_id: row.id,
        sender_id: from === 'demo' ? demo.id : other.id,
        body,
        created_at: at(minutesAgo),
      });
      if (i === readUpTo) markRead(db, row.id, demo.id, at(minutesAgo - 1));
    });
    markRead(db, row.id, other.id, at(0));
  };

  conversation(DEMO_CHAT_PARTNER_EMAIL, WITH_JONAS, 2);
  conversation(DEMO_CHAT_SECOND_EMAIL, WITH_LENA, WITH_LENA.length - 1);
}
