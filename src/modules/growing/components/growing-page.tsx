// The frame of every growing page: its stylesheet (adopted) and the heading.
import { useEffect, type ReactNode } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import { growingCss } from './styles.ts';

export function GrowingPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, growingCss);
  }, []);
  return (
    <section className="club-growing-page">
      <div className="club-growing-actions">
        <h1 className="club-page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
