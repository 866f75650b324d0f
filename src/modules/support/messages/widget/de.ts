import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  indicator: {
    label: 'Ungelesene Ticket-Antworten: {count}',
  },
} satisfies Messages<typeof en>;
