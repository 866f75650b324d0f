// A post's HTML body: sanitised by DOMPurify into a node and appended (never innerHTML of text).
// Same-site links inside it navigate within the portal; others leave as the server marked them.
import { useEffect, useRef, type MouseEvent } from 'react';
import { canSanitize, sanitizePostBody } from './sanitize-post.ts';

export interface PostBodyProps {
  html: string;
  /** Client-side navigation for same-site paths ('/support/faq'); without it links load normally. */
  navigate?: (path: string) => void;
}

export function PostBody({ html, navigate }: PostBodyProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    target.replaceChildren(canSanitize() ? sanitizePostBody(html) : document.createTextNode(''));
    return () => target.replaceChildren();
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.getAttribute('target') === '_blank' || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    navigate(href);
  };

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates link activation (Enter fires click on links)
  return <div ref={ref} className="news-post__body" onClick={onClick} />;
}
