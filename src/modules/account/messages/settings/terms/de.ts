import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  terms: {
    title: 'Bedingungen',
    intro: 'Die aktuellen Fassungen unserer Bedingungen und welche du akzeptiert hast.',
    version: 'Version {version}',
    published: 'Veröffentlicht am {date}',
    accepted: 'Du hast Version {version} am {date} akzeptiert.',
    outdated: 'Eine neuere Fassung wartet auf deine Zustimmung.',
    notAccepted: 'Noch nicht akzeptiert.',
    open: 'Öffnen',
    openLabel: '{title} öffnen (neuer Tab)',
    none: 'Es gibt keine Bedingungen.',
  },
} satisfies Messages<typeof en>;
