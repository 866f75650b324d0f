import type { Messages } from '../../src/core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  signIn: {
    portal: 'Zum Mitgliederbereich',
  },
  account: {
    signedInAs: 'Angemeldet als {name}',
    logout: 'Abmelden',
    loading: 'Menü wird geladen',
  },
} satisfies Messages<typeof en>;
