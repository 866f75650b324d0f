// The staff area's page kit (docs/spec.md §10): its stylesheet, adopted into the page (constructable
// stylesheets: a strict CSP holds), the page under its title, its forms, a panel with a heading, and
// a named table that scrolls sideways on its own (a keyboard reaches it) rather than widening the
// page. Only the staff modules (src/modules/club-*) import it, so no member's download carries it.
import { useEffect, type FormHTMLAttributes, type ReactNode } from 'react';
import { adoptStyles } from './styles.ts';
import { useUniqueId } from './use-id.ts';
import staffPageCss from './staff-page.css?inline';

export function useStaffPageStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, staffPageCss);
  }, []);
}

/** A staff page: the kit's stylesheet adopted, `title` its heading, then `children`. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  useStaffPageStyles();
  return (
    <div className="club-office-page">
      <h1 className="club-page-title club-office-page__title">{title}</h1>
      {children}
    </div>
  );
}

/** A staff page's form: sent without leaving the page (`onSubmit` runs instead). */
export function StaffForm({
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { onSubmit(): void }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
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

/** A table named `label` (its caption, for screen readers, and its scrolling region's name). */
export function StaffTable({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className="club-office-table-wrap" tabIndex={0} role="region" aria-label={label} aria-busy={busy}>
      <table className="club-office-table">
        <caption className="visually-hidden">{label}</caption>
        {children}
      </table>
    </div>
  );
}
