import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  card: {
    by: 'von {author}',
  },
  dashboard: {
    title: 'Neueste Beiträge',
    loading: 'Die neuesten Beiträge werden geladen…',
    empty: 'Es gibt noch keine Neuigkeiten.',
    error: 'Die neuesten Beiträge konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    all: 'Alle Neuigkeiten',
  },
} satisfies Messages<typeof en>;
