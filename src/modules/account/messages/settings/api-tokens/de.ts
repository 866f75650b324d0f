import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  apiTokens: {
    title: 'API-Tokens',
    intro:
      'Mit API-Tokens nutzen deine eigenen Skripte und Apps die Club-API in deinem Namen, mit den Berechtigungen, die du wählst.',
    name: 'Name des Tokens',
    abilities: 'Berechtigungen',
    expiresAt: 'Gültig bis (optional)',
    expiresHint: 'Leer lassen für ein Token ohne Ablaufdatum.',
    passwordHint: 'Ein Token funktioniert auch nach dem Abmelden weiter, deshalb fragen wir nach deinem Passwort.',
    create: 'Token erstellen',
    created: 'Das Token „{name}“ wurde erstellt.',
    secretTitle: 'Dein neues Token',
    secretIntro: 'Kopiere es jetzt: Es wird nur einmal angezeigt.',
    secret: 'Token',
    listTitle: 'Deine Tokens',
    none: 'Du hast keine API-Tokens.',
    expires: 'Läuft ab am {date}',
    expired: 'Abgelaufen am {date}',
    noExpiry: 'Läuft nicht ab',
    lastUsed: 'Zuletzt genutzt {time}',
    neverUsed: 'Noch nie genutzt',
    revoke: 'Widerrufen',
    revokeTitle: 'Dieses Token widerrufen?',
    revokeText: 'Skripte, die „{name}“ nutzen, funktionieren dann nicht mehr.',
    revoked: 'Das Token wurde widerrufen.',
    ability: {
      'user:read': 'Dein Profil lesen',
      'notifications:read': 'Benachrichtigungen lesen',
      'notifications:write': 'Benachrichtigungen als gelesen markieren',
      'wallet:read': 'Wallet und Buchungen lesen',
      'appointments:read': 'Termine und Tickets lesen',
      'news:read': 'Neuigkeiten lesen',
      'support:read': 'Support-Tickets lesen',
      'support:write': 'Support-Tickets schreiben',
    },
  },
} satisfies Messages<typeof en>;
