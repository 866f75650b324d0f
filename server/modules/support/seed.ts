// Demo support data: FAQ categories with questions and contact categories in English and German,
// and three tickets of demo@club.test (one closed, one answered and read, one with a staff answer
// not read yet).
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { insertContactCategory, insertFaqCategory, insertFaqQuestion, type InBothLanguages } from './repository.ts';
import { createTicket, insertTicketMessage, markTicketRead, setTicketStatus } from './repository-tickets.ts';

/** A text the club wrote, in English and German (server/modules/support/repository.ts). */
type Both = InBothLanguages;
const both = (en: string, de: string): Both => ({ en, de });

export const FAQ: { slug: string; name: Both; questions: [Both, Both][] }[] = [
  {
    slug: 'membership',
    name: both('Membership', 'Mitgliedschaft'),
    questions: [
      [
        both('How do I become a member?', 'Wie werde ich Mitglied?'),
        both(
          'Register in the portal and confirm your email address. The board confirms new members within a week.',
          'Registriere dich im Portal und bestätige deine E-Mail-Adresse. Der Vorstand bestätigt neue Mitglieder innerhalb einer Woche.',
        ),
      ],
      [
        both('How can I end my membership?', 'Wie kann ich meine Mitgliedschaft beenden?'),
        both(
          'Write to us through the contact form (category "Membership") at least one month before the end of the quarter.',
          'Schreib uns über das Kontaktformular (Thema „Mitgliedschaft“) spätestens einen Monat vor Quartalsende.',
        ),
      ],
      [
        both('Can I invite friends?', 'Kann ich Freunde einladen?'),
        both(
          'Yes. Your personal referral link is on the team page. Friends who register through it appear in your team.',
          'Ja. Deinen persönlichen Empfehlungslink findest du auf der Team-Seite. Freunde, die sich darüber registrieren, erscheinen in deinem Team.',
        ),
      ],
    ],
  },
  {
    slug: 'wallet',
    name: both('Wallet and payments', 'Guthaben und Zahlungen'),
    questions: [
      [
        both('How do I top up my wallet?', 'Wie lade ich mein Guthaben auf?'),
        both(
          'Open Wallet, choose "Deposit" and follow the bank details shown for your order.\n\nDeposits are booked once the transfer arrives, usually within two working days.',
          'Öffne „Guthaben“, wähle „Einzahlen“ und überweise mit den Bankdaten deines Auftrags.\n\nEinzahlungen werden gebucht, sobald die Überweisung eingeht, meist innerhalb von zwei Werktagen.',
        ),
      ],
      [
        both('When are withdrawals paid out?', 'Wann werden Auszahlungen überwiesen?'),
        both(
          'Withdrawals are checked by the board and paid out within five working days to the account you saved in your settings.',
          'Der Vorstand prüft Auszahlungen und überweist sie innerhalb von fünf Werktagen auf das Konto, das du in deinen Einstellungen gespeichert hast.',
        ),
      ],
    ],
  },
  {
    slug: 'events',
    name: both('Events and appointments', 'Veranstaltungen und Termine'),
    questions: [
      [
        both('How do I register for an event?', 'Wie melde ich mich zu einer Veranstaltung an?'),
        both(
          'Open Appointments, pick the event and register a ticket. The ticket appears in your appointments.',
          'Öffne „Termine“, wähle die Veranstaltung und melde ein Ticket an. Das Ticket erscheint bei deinen Terminen.',
        ),
      ],
      [
        both('Can I cancel a ticket?', 'Kann ich ein Ticket stornieren?'),
        both(
          'Yes, until the event starts. The fee is returned to your wallet.',
          'Ja, bis die Veranstaltung beginnt. Der Betrag geht zurück auf dein Guthaben.',
        ),
      ],
    ],
  },
  {
    slug: 'account',
    name: both('Account and security', 'Konto und Sicherheit'),
    questions: [
      [
        both('How do I switch on two-factor authentication?', 'Wie schalte ich die Zwei-Faktor-Anmeldung ein?'),
        both(
          'Go to Settings, then 2FA, scan the QR code with an authenticator app and confirm with a code. Keep the recovery codes somewhere safe.',
          'Geh zu „Einstellungen“, dann „2FA“, scanne den QR-Code mit einer Authenticator-App und bestätige mit einem Code. Bewahre die Wiederherstellungscodes sicher auf.',
        ),
      ],
      [
        both('I forgot my password.', 'Ich habe mein Passwort vergessen.'),
        both(
          'Use "Forgot password" on the login page. The link in the email is valid for 60 minutes.',
          'Nutze „Passwort vergessen“ auf der Anmeldeseite. Der Link in der E-Mail gilt 60 Minuten.',
        ),
      ],
      [
        both('How do I sign out on other devices?', 'Wie melde ich mich auf anderen Geräten ab?'),
        both(
          'Settings, then Devices lists every session. Revoke one, or all others with your password.',
          'Unter „Einstellungen“, dann „Geräte“ steht jede Sitzung. Beende eine oder mit deinem Passwort alle anderen.',
        ),
      ],
    ],
  },
];

export const CONTACT_CATEGORIES: { slug: string; name: Both; description: Both }[] = [
  {
    slug: 'general',
    name: both('General question', 'Allgemeine Frage'),
    description: both(
      'Anything about the club that is not covered below.',
      'Alles rund um den Verein, was unten nicht passt.',
    ),
  },
  {
    slug: 'membership',
    name: both('Membership', 'Mitgliedschaft'),
    description: both(
      'Joining, leaving, fees and your member data.',
      'Eintritt, Austritt, Beiträge und deine Mitgliedsdaten.',
    ),
  },
  {
    slug: 'payments',
    name: both('Wallet and payments', 'Guthaben und Zahlungen'),
    description: both(
      'Deposits, withdrawals, orders and transactions.',
      'Einzahlungen, Auszahlungen, Aufträge und Buchungen.',
    ),
  },
  {
    slug: 'events',
    name: both('Events and appointments', 'Veranstaltungen und Termine'),
    description: both(
      'Tickets, registrations and event questions.',
      'Tickets, Anmeldungen und Fragen zu Veranstaltungen.',
    ),
  },
  {
    slug: 'technical',
    name: both('Technical problem', 'Technisches Problem'),
    description: both(
      'Something in the portal does not work as expected.',
      'Etwas im Portal funktioniert nicht wie erwartet.',
    ),
  },
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
