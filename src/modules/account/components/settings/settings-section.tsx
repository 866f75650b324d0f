// The frame of every settings page (its stylesheet adopted, no <style> element, so a strict CSP
// holds), a titled section, and the problem line of a form.
import { useEffect, type ReactNode } from 'react';
import { adoptStyles } from '../../../../ui/styles.ts';
import { useUniqueId } from '../../../../ui/use-id.ts';
import settingsCss from './settings.css?inline';

export function SettingsPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, settingsCss);
  }, []);
  return <div className="settings-page">{children}</div>;
}

/** A titled part of a page, named by its heading for assistive technology. */
export function Section({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const id = useUniqueId('settings-section');
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 className="settings-section__title" id={id}>
        {title}
      </h2>
      {intro && <p className="settings-section__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** The problem of the last attempt, announced to screen readers; empty (hidden) when there is none. */
export function Problem({ text }: { text: string | null }) {
  return (
    <p className={text ? 'settings-problem settings-problem--shown' : 'settings-problem'} role="alert">
      {text ?? ''}
    </p>
  );
}
