import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  devices: {
    title: 'Geräte',
    intro: 'Diese Geräte sind bei deinem Konto angemeldet. Melde alle ab, die du nicht kennst.',
    current: 'Dieses Gerät',
    unknownDevice: 'Unbekanntes Gerät',
    summary: '{browser} auf {os}',
    lastUsed: 'Zuletzt genutzt {time}',
    signedIn: 'Angemeldet {time}',
    ip: 'IP-Adresse {ip}',
    revoke: 'Abmelden',
    revokeTitle: 'Dieses Gerät abmelden?',
    revokeText: '„{name}“ muss sich dann neu anmelden.',
    revoked: 'Das Gerät wurde abgemeldet.',
    others: 'Alle anderen Geräte abmelden',
    othersIntro: 'Gib dein Passwort ein, um alle Geräte außer diesem abzumelden.',
    othersDone: 'Abgemeldete Geräte: {count}.',
    none: 'Kein anderes Gerät ist angemeldet.',
    keepApiTokens: 'Meine API-Tokens behalten',
    keepApiTokensHint:
      'Sonst werden auch deine API-Tokens widerrufen: Ein Token, das auf einem Gerät erstellt wurde, dem du nicht traust, würde dessen Abmeldung überdauern.',
    tokensRevoked: 'Widerrufene API-Tokens: {count}.',
    apiTokensTitle: 'API-Tokens',
    apiTokensIntro:
      'Tokens für deine eigenen Skripte haben auch Zugriff auf dein Konto. Widerrufe alle, die du nicht erstellt hast.',
    apiTokensNone: 'Du hast keine API-Tokens.',
    apiTokenCreated: 'Erstellt {time}, nie genutzt',
    apiTokensManage: 'API-Tokens verwalten',
  },
} satisfies Messages<typeof en>;
