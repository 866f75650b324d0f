// A post's HTML body: sanitised by DOMPurify into a node and appended (never innerHTML of text).
// Until the sanitiser is loaded, or where it cannot run, nothing of the body is shown.
// Same-site links inside it navigate within the portal; others leave as the server marked them.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { sanitizePostBody } from '../../../core/html/sanitize-post.ts';

export interface PostBodyProps {
  html: string;
  /** Client-side navigation for same-site paths ('/support/faq'); without it links load normally. */
  navigate?: (path: string) => void;
}

export function PostBody({ html, navigate }: PostBodyProps) {
  const { t } = useStore($i18n);
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    let current = true;
    setFailed(false);
    sanitizePostBody(html).then(
      (fragment) => current && target.replaceChildren(fragment),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      target.replaceChildren();
    };
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      !navigate ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.getAttribute('target') === '_blank' || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      {failed && (
        <p className="club-failure" role="alert">
          {t('news.post.bodyFailed')}
        </p>
      )}
      {/* Delegates link activation; Enter on a link fires click, so no key handler is needed. */}
      <div ref={ref} className="news-post__body" onClick={onClick} />
    </>
  );
}
