// The top bar (docs/spec.md §2): menu toggle (small screens), club name, the ticket-unread indicator,
// the module slot (notification bell), language, the member's first and last name, logout.
// Showing the indicator shows the header summary, which loads it once for the member and follows
// answered tickets (core/header/store.ts).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $layout, toggleLayoutSetting } from './layout-settings.ts';
import { $session } from '../../core/session/session.ts';
import { $ticketIndicator } from '../../core/header/store.ts';
import { tPlural } from '../../core/i18n/plural.ts';
import { LanguageSwitch } from '../../modules/common/components/language-switch.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { LogoutIcon, MenuIcon, TicketIcon } from '../../ui/icon.tsx';
import { useClubName } from '../router/route-effects.tsx';
import { logoutMember } from '../session-actions.ts';
import { memberName } from './member-name.ts';
import { SIDEBAR_ID } from './sidebar.tsx';
import { TopBarItems } from './top-bar-items.tsx';
import { ClubBrand } from './club-brand.tsx';

export function TopBar() {
  const { t, locale } = useStore($i18n);
  const user = useStore($session).user;
  const open = useStore($layout).asideToggled;
  const ticket = useStore($ticketIndicator);
  const club = useClubName();

  return (
    <header className="club-topbar">
      <button
        type="button"
        className="club-topbar__menu"
        aria-controls={SIDEBAR_ID}
        aria-expanded={open}
        aria-label={t(open ? 'common.topBar.closeMenu' : 'common.topBar.openMenu')}
        onClick={() => toggleLayoutSetting('asideToggled')}
      >
        <MenuIcon />
      </button>
      <Link href="/" className="club-topbar__brand" aria-label={t('common.topBar.home', { club })}>
        <ClubBrand />
      </Link>
      <div className="club-topbar__actions">
        {ticket && (
          <Link
            href={`/support/ticket/${ticket.ticketId}`}
            className="club-topbar__ticket"
            aria-label={tPlural(t, 'common.topBar.ticketUnread', ticket.count, locale)}
          >
            <TicketIcon />
            <Badge count={ticket.count} />
          </Link>
        )}
        <TopBarItems />
        <LanguageSwitch className="club-topbar__language" />
        <span className="club-topbar__name">{memberName(user)}</span>
        <Button
          variant="secondary"
          size="sm"
          className="club-topbar__logout"
          icon={<LogoutIcon />}
          onClick={() => void logoutMember()}
        >
          <span className="club-topbar__logout-text">{t('common.topBar.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
