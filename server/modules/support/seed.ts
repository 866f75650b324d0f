// Demo support data: FAQ categories with questions, contact categories, and three tickets of
// demo@club.test (one closed, one answered and read, one with a staff answer not read yet).
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { insertContactCategory, insertFaqCategory, insertFaqQuestion } from './repository.ts';
import { createTicket, insertTicketMessage, markTicketRead, setTicketStatus } from './repository-tickets.ts';

export const FAQ: { slug: string; name: string; questions: [string, string][] }[] = [
  {
    slug: 'membership',
    name: 'Membership',
    questions: [
      [
        'How do I become a member?',
        'Register in the portal and confirm your email address. The board confirms new members within a week.',
      ],
      [
        'How can I end my membership?',
        'Write to us through the contact form (category "Membership") at least one month before the end of the quarter.',
      ],
      [
        'Can I invite friends?',
        'Yes. Your personal referral link is on the team page. Friends who register through it appear in your team.',
      ],
    ],
  },
  {
    slug: 'wallet',
    name: 'Wallet and payments',
    questions: [
      [
        'How do I top up my wallet?',
        'Open Wallet, choose "Deposit" and follow the bank details shown for your order.\n\nDeposits are booked once the transfer arrives, usually within two working days.',
      ],
      [
        'When are withdrawals paid out?',
        'Withdrawals are checked by the board and paid out within five working days to the account you saved in your settings.',
      ],
    ],
  },
  {
    slug: 'events',
    name: 'Events and appointments',
    questions: [
      [
        'How do I register for an event?',
        'Open Appointments, pick the event and register a ticket. The ticket appears in your appointments.',
      ],
      ['Can I cancel a ticket?', 'Yes, until the event starts. The fee is returned to your wallet.'],
    ],
  },
  {
    slug: 'account',
    name: 'Account and security',
    questions: [
      [
        'How do I switch on two-factor authentication?',
        'Go to Settings, then 2FA, scan the QR code with an authenticator app and confirm with a code. Keep the recovery codes somewhere safe.',
      ],
      [
        'I forgot my password.',
        'Use "Forgot password" on the login page. The link in the email is valid for 60 minutes.',
      ],
      [
        'How do I sign out on other devices?',
        'Settings, then Devices lists every session. Revoke one, or all others with your password.',
      ],
    ],
  },
];

export const CONTACT_CATEGORIES: { slug: string; name: string; description: string }[] = [
  { slug: 'general', name: 'General question', description: 'Anything about the club that is not covered below.' },
  { slug: 'membership', name: 'Membership', description: 'Joining, leaving, fees and your member data.' },
  { slug: 'payments', name: 'Wallet and payments', description: 'Deposits, withdrawals, orders and transactions.' },
  { slug: 'events', name: 'Events and appointments', description: 'Tickets, registrations and event questions.' },
  { slug: 'technical', name: 'Technical problem', description: 'Something in the portal does not work as expected.' },
];

export function seedSupport(deps: AppDeps): void {
  const { db } = deps;
  FAQ.forEach((category, i) => {
    const id = insertFaqCategory(db, { slug: category.slug, name: category.name, position: i });
    category.questions.forEach(([question, answer], j) =>
      insertFaqQuestion(db, { categoryId: id, question, answer, position: j }),
    );
  });
  const contact = new Map(
    CONTACT_CATEGORIES.map((category, i) => [category.slug, insertContactCategory(db, { ...category, position: i })]),
  );

  const demo = findUserByEmail(db, DEMO_EMAIL);
  if (!demo) return;
  const nowMs = deps.clock.now().getTime();
  const ago = (hours: number) => toTimestamp(new Date(nowMs - hours * 3_600_000));

  const closed = createTicket(db, {
    userId: demo.id,
    categoryId: contact.get('membership')!,
    subject: 'Change of address',
    message: 'Hello, I moved to a new flat. Could you update my address for the membership card?',
    now: ago(24 * 20),
  });
  insertTicketMessage(
    db,
    closed,
    'staff',
    'Done! You can also change your address yourself under Settings > Address.',
    ago(24 * 19),
  );
  markTicketRead(db, closed, ago(24 * 19 - 2));
  setTicketStatus(db, closed, 'closed', ago(24 * 18));

  const answered = createTicket(db, {
    userId: demo.id,
    categoryId: contact.get('payments')!,
    subject: 'Question about my deposit',
    message: 'I transferred 50 € on Monday but my wallet still shows the old balance. Did it arrive?',
    now: ago(24 * 6),
  });
  insertTicketMessage(
    db,
    answered,
    'staff',
    'Your transfer arrived today and is booked now. Thanks for your patience!',
    ago(24 * 5),
  );
  markTicketRead(db, answered, ago(24 * 5 - 1));

  const unread = createTicket(db, {
    userId: demo.id,
    categoryId: contact.get('events')!,
    subject: 'Summer meetup: bringing a guest',
    message: 'May I bring a guest to the summer meetup? Do they need their own ticket?',
    now: ago(48),
  });
  insertTicketMessage(
    db,
    unread,
    'staff',
    'Guests are welcome! Each guest needs a ticket, which you can register for them under Appointments.',
    ago(3),
  );
}
