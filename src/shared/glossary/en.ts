// The English glossary (see de.ts): one word per thing; the words in `avoid` are flagged in any
// English text of the client's message tables by tests/core/i18n/glossary.test.ts.
import type { Glossary } from './types.ts';

const en: Glossary = [
  { term: 'wallet', avoid: ['purse'], means: 'the member’s money account at the club' },
  { term: 'ghost mode', avoid: ['impersonation mode'], means: 'staff acting as a member' },
  { term: 'password', avoid: ['passcode'], means: 'the login secret' },
  { term: 'email', avoid: ['e-mail', 'E-mail', 'E-Mail'], means: 'electronic mail, the address' },
  { term: 'log out', avoid: ['sign out', 'Sign out'], means: 'ending a session' },
  {
    term: 'two-factor authentication',
    avoid: ['two factor authentication', '2-factor'],
    means: 'the second login step with an app',
  },
];

export default en;
