// Per navigation (docs/spec.md §2): scroll to the top, the page title "<page> · <club>" (club name from
// GET config), and one page view for the analytics tracker once the page is on screen.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $clientConfig } from '../../core/runtime.ts';
import { trackPageView } from '../../core/tracking-calls.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

/** Until GET config answers. */
export const DEFAULT_CLUB_NAME = 'Club';

export function pageTitle(pageName: string, clubName: string): string {
  return `${pageName} · ${clubName}`;
}

/** The club's name from GET config (after hydration: the prerendered screens were built without it). */
export function useClubName(): string {
  const name = useStore($clientConfig)?.club.name;
  return (useHydrated() && name) || DEFAULT_CLUB_NAME;
}

export function useScrollToTop(path: string): void {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
}

/** Keeps document.title on the page name (re-translated on a language switch). */
export function useDocumentTitle(titleKey: string | null): void {
  const { t } = useStore($i18n);
  const club = useClubName();
  const title = titleKey ? pageTitle(t(titleKey), club) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * Rendered beside the page inside its Suspense boundary, so it mounts when the page (and its
 * module's texts) arrived: the tracker gets the translated title. Keyed by path: one view each.
 */
export function PageView({ path, titleKey }: { path: string; titleKey: string }) {
  const { t } = useStore($i18n);
  const club = useClubName();
  useEffect(() => {
    trackPageView(path, pageTitle(t(titleKey), club));
    // Only a new page counts as a view; a language switch or the config arriving does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return null;
}
