// The staff area's page kit (docs/spec.md §10): its stylesheet, adopted into the page (constructable
// stylesheets: a strict CSP holds), and a panel with a heading. Only the staff modules
// (src/modules/club-*) import it, so no member's download carries it.
import { useEffect, type ReactNode } from 'react';
import { adoptStyles } from './styles.ts';
import { useUniqueId } from './use-id.ts';
import staffPageCss from './staff-page.css?inline';

export function useStaffPageStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, staffPageCss);
  }, []);
}

export function Panel({ title, figure, children }: { title: string; figure?: ReactNode; children: ReactNode }) {
  const id = useUniqueId('club-office-panel');
  return (
    <section className="club-office-panel" aria-labelledby={id}>
      <div className="club-office-panel__head">
        <h2 id={id} className="club-office-panel__title">
          {title}
        </h2>
        {figure !== undefined && <span className="club-office-panel__figure">{figure}</span>}
      </div>
      {children}
    </section>
  );
}
