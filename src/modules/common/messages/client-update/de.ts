import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Update verfügbar',
  text: 'Die App wird in wenigen Sekunden automatisch aktualisiert',
  waiting:
    'Ein Formular auf dieser Seite enthält Eingaben, die noch nicht gespeichert sind: Das Update wartet, bis du sie speicherst, oder wähle „Jetzt aktualisieren“.',
  applyNow: 'Jetzt aktualisieren',
  later: 'Später ...',
} satisfies Messages<typeof en>;
