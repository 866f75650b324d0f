// The sidebar of the app layout. On small screens it is off-canvas: the top bar's menu button
// toggles it (layout setting `asideToggled`), and a route change, any of its links (the current
// page's too) and Escape close it; there it also shows
// the member's name and a logout (the top bar has no room for them).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $layout, setLayoutSetting } from './layout-settings.ts';
import { $session } from '../../core/session/session.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { Icon, iconNames, LogoutIcon } from '../../ui/icon.tsx';
import { useRegistry } from '../registry-context.ts';
import { loadModuleMessages } from '../router/page.tsx';
import { logoutMember } from '../session-actions.ts';
import { memberName } from './member-name.ts';
import { sidebarModel, type SidebarItem } from './sidebar-model.ts';

export const SIDEBAR_ID = 'club-sidebar';

function Item({ item }: { item: SidebarItem }) {
  const { t } = useStore($i18n);
  const content = (
    <>
      {item.icon && <Icon name={item.icon} className="club-sidebar__icon" />}
      <span className="club-sidebar__label">{t(item.label)}</span>
    </>
  );
  if (item.state === 'link') {
    return (
      <Link
        href={item.path}
        className={cx('club-sidebar__link', item.active && 'club-sidebar__link--active')}
        aria-current={item.active ? 'page' : undefined}
        // The current page's link changes no route: the drawer closes all the same (docs/spec.md §2).
        onClick={() => setLayoutSetting('asideToggled', false)}
      >
        {content}
      </Link>
    );
  }
  return (
    <span className={cx('club-sidebar__link', `club-sidebar__link--${item.state}`)} aria-disabled="true">
      {content}
      <span className="club-sidebar__tag">
        {t(item.state === 'coming-soon' ? 'common.sidebar.comingSoon' : 'common.sidebar.disabled')}
      </span>
    </span>
  );
}

export function Sidebar() {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const [path] = useLocation();
  const session = useStore($session);
  const layout = useStore($layout);
  const groups = sidebarModel(registry, { isLoggedIn: session.isLoggedIn, user: session.user }, path, iconNames);

  // Entries are labelled in their modules' texts, which otherwise load only with their pages.
  const modules = [
    ...new Set(registry.sidebar().flatMap((section) => section.entries.map((entry) => entry.module))),
  ].join(',');
  useEffect(() => {
    for (const module of modules.split(',')) if (module) loadModuleMessages(registry, module).catch(() => {});
  }, [registry, modules]);

  return (
    <nav
      id={SIDEBAR_ID}
      className={cx('club-sidebar', layout.asideToggled && 'club-sidebar--open')}
      aria-label={t('common.sidebar.navigation')}
    >
      {layout.showUserBlock && session.user && (
        <div className="club-sidebar__user">
          <span className="club-sidebar__member">{memberName(session.user)}</span>
          <Button variant="secondary" size="sm" icon={<LogoutIcon />} onClick={() => void logoutMember()}>
            {t('common.topBar.logout')}
          </Button>
        </div>
      )}
      {groups.map((group) => (
        <section
          key={group.section}
          className="club-sidebar__section"
          aria-labelledby={`club-sidebar-${group.section}`}
        >
          <h2 id={`club-sidebar-${group.section}`} className="club-sidebar__heading">
            {t(group.label)}
          </h2>
          <ul className="club-sidebar__list">
            {group.items.map((item) => (
              <li key={item.key}>
                <Item item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
