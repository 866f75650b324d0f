// The texts the news widget shows (<club-…> on a club's site, src/modules/news/widget.tsx): the widget
// script downloads only these; the portal's full table (../en.ts) includes them.
export default {
  card: {
    by: 'by {author}',
  },
  dashboard: {
    title: 'Latest posts',
    loading: 'Loading the latest posts…',
    empty: 'There is no news yet.',
    error: 'The latest posts could not be loaded.',
    retry: 'Try again',
    all: 'All news',
  },
};
