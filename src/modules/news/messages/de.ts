import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';
import widget from './widget/de.ts';

export default {
  ...widget,
  pages: {
    posts: 'Neuigkeiten',
    post: 'Beitrag',
  },
  list: {
    title: 'Neuigkeiten',
    loading: 'Neuigkeiten werden geladen…',
    empty: 'Es gibt noch keine Neuigkeiten.',
    pageEmpty: 'Diese Seite ist leer.',
    firstPage: 'Zur Seite 1',
    error: 'Die Neuigkeiten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  card: {
    ...widget.card,
    readMore: 'Weiterlesen',
    readMoreAbout: 'Weiterlesen: {title}',
  },
  post: {
    loading: 'Beitrag wird geladen…',
    notFound: 'Diesen Beitrag gibt es nicht oder er ist nicht mehr veröffentlicht.',
    error: 'Der Beitrag konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    bodyFailed: 'Der Text dieses Beitrags kann in diesem Browser nicht angezeigt werden.',
    back: 'Zurück zu den Neuigkeiten',
    published: 'Veröffentlicht am {date} von {author}',
  },
  pager: {
    label: 'Seiten',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    status: 'Seite {page} von {pages}',
  },
} satisfies Messages<typeof en>;
