// The layout of the members' area (docs/spec.md §2): German banner, top bar, sidebar, content, footer,
// and the dialogs that belong to a signed-in member (terms update, register intro, Android hint).
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { $layout, setLayoutSetting } from './layout-settings.ts';
import { seedChatUnread } from '../../modules/chat/store.ts';
import { $header, loadHeader } from '../../core/header/store.ts';
// The members' layout loads the header summary: the member of each one goes to error reporting.
import '../../modules/common/store/error-context.ts';
import { cx } from '../../ui/class-names.ts';
import { $i18n } from '../../core/i18n/i18n.ts';
import { ReadOnlyFields } from '../../ui/read-only.ts';
import { $session } from '../../core/session/session.ts';
import { Footer } from './footer.tsx';
import { MemberDialogs } from './member-dialogs.tsx';
import { Sidebar, SIDEBAR_ID } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdateBanner } from './update-banner.tsx';
import { adoptDeferredStyles } from '../shell/deferred-styles.ts';

// The summary the top bar, its counts and the member dialogs read starts loading with this chunk
// (before the first render of a member's screen), not in the top bar's effect after it: one step
// less in the Dashboard's waterfall. The top bar's own call then finds it on the way.
void Promise.resolve()
  .then(loadHeader)
  .catch(() => {}); // the error dialogs report failures

export function AppLayout({ children }: { children: ReactNode }) {
  // A chunk of its own, loaded for members only (shell/on-demand.tsx): its sheets come with it,
  // adopted before its first commit (adopting again is a no-op; a new runtime may have reset them).
  adoptDeferredStyles();
  const [path] = useLocation();
  const open = useStore($layout).asideToggled;
  const { t } = useStore($i18n);
  // Ghost mode changes nothing (the server refuses every write): its fields show read-only.
  const ghost = Boolean(useStore($session).ghost);

  useEffect(() => $header.subscribe((header) => seedChatUnread(header?.notifications.chat)), []); // chat counter starts from the header (docs/spec.md §3-§4)

  // docs/spec.md §2: on small screens the menu closes on each route change.
  useEffect(() => {
    if ($layout.get().asideToggled) setLayoutSetting('asideToggled', false);
  }, [path]);

  // ...and with Escape, focus back on the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setLayoutSetting('asideToggled', false);
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={cx('club-app', open && 'club-app--aside-open')}>
      <a className="club-skip-link" href="#club-main">
        {t('common.topBar.skipToContent')}
      </a>
      <UpdateBanner />
      <TopBar />
      <div className="club-app__body">
        <Sidebar />
        {open && (
          <div className="club-app__scrim" aria-hidden="true" onClick={() => setLayoutSetting('asideToggled', false)} />
        )}
        <main id="club-main" className="club-app__main" tabIndex={-1}>
          <ReadOnlyFields.Provider value={ghost}>{children}</ReadOnlyFields.Provider>
        </main>
      </div>
      <Footer />
      <MemberDialogs />
    </div>
  );
}
