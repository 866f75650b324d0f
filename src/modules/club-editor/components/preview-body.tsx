// The editor's preview: the body the server's cleaner returned, cleaned again by the client's
// sanitiser into a node (as the Post page shows it), never assigned as an HTML string.
import { useEffect, useRef } from 'react';
import { sanitizePostBody } from '../../../core/html/sanitize-post.ts';

export function PreviewBody({ html, label }: { html: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    let current = true;
    sanitizePostBody(html).then(
      (fragment) => current && target.replaceChildren(fragment),
      () => current && target.replaceChildren(),
    );
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className="club-editor-preview" role="region" aria-label={label} />;
}
