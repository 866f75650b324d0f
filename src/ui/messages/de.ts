// Die eigenen Texte des Baukastens (Schlüssel 'ui.…').
import type { Messages } from '../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  failed: 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
  members: { found: 'Gefundene Mitglieder', pick: '{name} auswählen' },
  pager: {
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    position: 'Seite {page} von {pages}',
  },
} satisfies Messages<typeof en>;
