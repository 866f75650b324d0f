// markdown-it enters the server through this file only: `club post:create --body-file post.md`.
// Raw HTML inside the Markdown is not passed through (html: false); the result is sanitised on
// write like every post body (server/modules/news/sanitize.ts).
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

// The post page's title is its <h1>; a body's '# Heading' becomes <h2> (the allow-list starts there).
markdown.core.ruler.push('shift_headings', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag !== 'h6')
      token.tag = `h${Number(token.tag.slice(1)) + 1}`;
  }
});

export function markdownToHtml(text: string): string {
  return markdown.render(text);
}
