// The members' shell as the build prerenders it for the Dashboard's document (src/portal/prerender.tsx):
// the top bar, the sidebar and the Dashboard's card frames at their reserved sizes, in the classes
// of the real layout (app-layout.tsx, top-bar.tsx, pages/dashboard.tsx), so the page is painted
// before the script runs and the first render replaces it in place. No member's name or data: one
// HTML for every member, built before any of them signed in.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../core/i18n/i18n.ts';
import type { DashboardCard } from '../../core/modules.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { LogoutIcon, MenuIcon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LanguageSwitch } from '../../modules/common/components/language-switch.tsx';
import { ClubBrand } from './club-brand.tsx';
import { UpdateBanner } from './update-banner.tsx';

export function ShellSkeleton({ cards }: { cards: readonly (DashboardCard & { module: string })[] }) {
  const { t } = useStore($i18n);
  return (
    <div className="club-app" aria-busy="true">
      <UpdateBanner />
      <header className="club-topbar">
        <button type="button" className="club-topbar__menu" aria-label={t('common.topBar.openMenu')} disabled>
          <MenuIcon />
        </button>
        <span className="club-topbar__brand">
          <ClubBrand />
        </span>
        <div className="club-topbar__actions">
          <LanguageSwitch className="club-topbar__language" />
          <span className="club-topbar__name" />
          <Button variant="secondary" size="sm" className="club-topbar__logout" icon={<LogoutIcon />} disabled>
            <span className="club-topbar__logout-text">{t('common.topBar.logout')}</span>
          </Button>
        </div>
      </header>
      <div className="club-app__body">
        <nav className="club-sidebar" aria-label={t('common.sidebar.navigation')}>
          <Skeleton lines={6} />
        </nav>
        <main id="club-main" className="club-app__main">
          <div className="club-dashboard">
            {/* the greeting's line, held empty: the member's name comes with their data */}
            <h1 className="club-page-title">{'\u00a0'}</h1>
            <p className="club-dashboard__intro">{t('common.dashboard.intro')}</p>
            <div className="club-dashboard__cards">
              {cards.map((card) => (
                <div
                  key={`${card.module}:${card.id}`}
                  className={cx(
                    'club-dashboard__card',
                    `club-dashboard__card--reserve-${card.reserve ?? 'md'}`,
                    card.size === 'wide' && 'club-dashboard__card--wide',
                  )}
                >
                  <div className="club-card club-dashboard__placeholder">
                    <Skeleton lines={3} />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
