// The news module's texts (keys 'news.…').
import widget from './widget/en.ts';
export default {
  ...widget,
  pages: {
    posts: 'News',
    post: 'News post',
  },
  list: {
    title: 'News',
    loading: 'Loading the news…',
    empty: 'There is no news yet.',
    pageEmpty: 'This page is empty.',
    firstPage: 'Go to page 1',
    error: 'The news could not be loaded.',
    retry: 'Try again',
  },
  card: {
    ...widget.card,
    readMore: 'Read more',
    readMoreAbout: 'Read more: {title}',
  },
  post: {
    loading: 'Loading the post…',
    notFound: 'This post does not exist or is no longer published.',
    error: 'The post could not be loaded.',
    retry: 'Try again',
    bodyFailed: 'The text of this post cannot be shown in this browser.',
    back: 'Back to the news',
    published: 'Published on {date} by {author}',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    status: 'Page {page} of {pages}',
  },
};
