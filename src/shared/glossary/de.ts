// The German glossary: one word per thing across the portal, the widgets and the server's texts.
// `avoid` lists the other words once used for it; tests/core/i18n/glossary.test.ts flags any of
// them in a German text (a term used two ways), so a new text takes the word from here.
import type { Glossary } from './types.ts';

const de: Glossary = [
  {
    term: 'Wallet',
    avoid: ['Geldbörse', 'Brieftasche', 'Portemonnaie'],
    means: 'the member’s money account at the club',
  },
  {
    term: 'Geistermodus',
    avoid: ['Ghost-Modus', 'Ghostmodus', 'Ghost Mode', 'Ghost-Mode'],
    means: 'staff acting as a member',
  },
  { term: 'Neuigkeiten', avoid: ['News', 'Nachrichten des Clubs'], means: 'the club’s posts' },
  { term: 'E-Mail', avoid: ['Email', 'eMail', 'Mail-Adresse'], means: 'electronic mail, the address' },
  { term: 'Passwort', avoid: ['Kennwort'], means: 'the login secret' },
  { term: 'Konto', avoid: ['Account', 'Benutzerkonto'], means: 'the member’s account' },
  { term: 'Anmelden', avoid: ['Einloggen', 'Login'], means: 'starting a session' },
  { term: 'Abmelden', avoid: ['Ausloggen', 'Logout'], means: 'ending a session' },
  {
    term: 'Zwei-Faktor-Authentifizierung',
    avoid: ['Zwei-Faktor-Authentisierung', '2-Faktor'],
    means: 'the second login step with an app',
  },
  { term: 'Benachrichtigung', avoid: ['Mitteilung'], means: 'an item of the bell' },
];

export default de;
