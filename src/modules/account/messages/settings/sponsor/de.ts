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
  },
} satisfies Messages<typeof en>;
