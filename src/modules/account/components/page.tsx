// The frame every account page shares inside the shell's guest card: its styles (adopted, no
// <style> element, so a strict CSP holds), the heading, an intro, and the problem line.
import { useEffect, type ReactNode } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import accountCss from './account.css?inline';

export function AccountPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, accountCss);
  }, []);
  return (
    <section className="account-page">
      <h1 className="account-page__title">{title}</h1>
      {intro && <p className="account-page__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** The problem of the last attempt, announced to screen readers; empty (hidden) when there is none. */
export function Problem({ text }: { text: string | null }) {
  return (
    <p className={text ? 'account-problem account-problem--shown' : 'account-problem'} role="alert">
      {text ?? ''}
    </p>
  );
}
