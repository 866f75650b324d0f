import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  sponsor: {
    title: 'Sponsor',
    sponsoredBy: 'Du wurdest von {name} geworben.',
    noSponsor: 'Niemand hat dich geworben.',
    linkTitle: 'Dein Empfehlungslink',
    linkIntro: 'Teile diesen Link: Wer sich darüber registriert, kommt in dein Team.',
    link: 'Empfehlungslink',
    neutral: {
      sponsoredBy: 'Du hast dich über den Link von {name} registriert.',
      noSponsor: 'Du hast dich nicht über den Link eines Mitglieds registriert.',
      linkTitle: 'Dein Registrierungslink',
      linkIntro: 'Wer sich über diesen Link registriert, erscheint auf deiner Teamseite.',
      link: 'Registrierungslink',
    },
  },
} satisfies Messages<typeof en>;
