// Die Texte der Vereinsarbeit im Vereinsbereich (Schlüssel 'club-volunteering.…').
import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Vereinsarbeit',
  statuses: 'Stunden nach Status zeigen',
  status: { pending: 'Wartend', approved: 'Bestätigt', rejected: 'Abgelehnt' },
  empty: 'Keine Stunden mit diesem Status.',
  approve: 'Bestätigen',
  approveLabel: '{who} bestätigen',
  reject: 'Ablehnen',
  rejectLabel: '{who} ablehnen',
  reason: 'Grund für die Ablehnung: {who}',
} satisfies Messages<typeof en>;
