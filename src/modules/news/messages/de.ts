import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
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
    by: 'von {author}',
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
  dashboard: {
    title: 'Neueste Beiträge',
    loading: 'Die neuesten Beiträge werden geladen…',
    empty: 'Es gibt noch keine Neuigkeiten.',
    error: 'Die neuesten Beiträge konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    all: 'Alle Neuigkeiten',
  },
} satisfies Messages<typeof en>;
