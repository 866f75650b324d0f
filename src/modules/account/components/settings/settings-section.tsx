// The frame of every settings page (its stylesheet adopted, no <style> element, so a strict CSP
// holds), a titled section, the problem line of a form, and what a page shows when it could not load.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { adoptStyles } from '../../../../ui/styles.ts';
import { useUniqueId } from '../../../../ui/use-id.ts';
import { key } from '../../store/settings/texts.ts';
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

/** The page's data could not be loaded: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useStore($i18n);
  return (
    <div className="settings-actions">
      <p className="settings-problem settings-problem--shown" role="alert">
        {t(key('common.loadFailed'))}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t(key('common.retry'))}
      </Button>
    </div>
  );
}
