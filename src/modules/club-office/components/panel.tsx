// One panel of a staff page: a heading, an optional figure beside it, and its content.
import type { ReactNode } from 'react';
import { useUniqueId } from '../../../ui/use-id.ts';

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
