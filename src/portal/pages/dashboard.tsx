// The dashboard (docs/spec.md §2): a greeting with the member's first name, then the cards the loaded
// modules contribute (ModuleDefinition.dashboard): wallet balance, next appointment, latest posts
// from their modules, unread counts from the common module. One card failing leaves the others.
// An address not confirmed yet is said above the cards, with the way to a new link (docs/spec.md §3).
// While a card's code or data arrives its place keeps the card's usual height (DashboardCard.reserve):
// a card-shaped placeholder, then the card's own skeleton, so the page does not jump.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { firstName } from '../layouts/member-name.ts';
import { useRegistry } from '../registry-context.ts';
import { ErrorBoundary } from '../router/error-boundary.tsx';
import { useAfterFirstCommit } from '../router/first-commit.ts';
import { lazyWithMessages } from '../router/page.tsx';
import { $cardsCodeNow, cardKey, releaseDashboardCard, releaseDashboardCards } from './dashboard-early.ts';

export default function Dashboard() {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const user = useStore($session).user;
  // The first render shows the cards' frames with their placeholders; their code loads after it
  // (on a first load, after their data is asked for: dashboard-early.ts).
  const committed = useAfterFirstCommit();
  const cardsNow = useStore($cardsCodeNow) && committed;
  // what main.tsx started for the cards (dashboard-early.ts) is not held beyond the Dashboard
  useEffect(() => releaseDashboardCards, []);
  const placeholder = (
    <div className="club-card club-dashboard__placeholder">
      <Skeleton lines={3} />
    </div>
  );
  return (
    <div className="club-dashboard">
      <h1 className="club-page-title">{t('common.dashboard.greeting', { name: firstName(user) })}</h1>
      <p className="club-dashboard__intro">{t('common.dashboard.intro')}</p>
      {user && !user.email_verified && (
        <p className="club-dashboard__notice">
          {t('common.dashboard.unconfirmed', { email: user.email })}{' '}
          <Link href="/settings/account">{t('common.dashboard.unconfirmedLink')}</Link>
        </p>
      )}
      <div className="club-dashboard__cards">
        {registry.dashboardCards().map((card) => {
          const Card = cardsNow ? lazyWithMessages(registry, card.module, card.load) : null;
          return (
            <div
              key={cardKey(card)}
              className={cx(
                'club-dashboard__card',
                `club-dashboard__card--reserve-${card.reserve ?? 'md'}`,
                card.size === 'wide' && 'club-dashboard__card--wide',
              )}
            >
              {Card ? (
                <ErrorBoundary
                  fallback={<p className="club-card club-card--failed">{t('common.dashboard.cardFailed')}</p>}
                >
                  <Suspense fallback={placeholder}>
                    <Card />
                    <Shown cardKey={cardKey(card)} />
                  </Suspense>
                </ErrorBoundary>
              ) : (
                placeholder
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Committed with its card (the same Suspense boundary): the card shows its stores, the early hold goes. */
function Shown({ cardKey: key }: { cardKey: string }) {
  useEffect(() => releaseDashboardCard(key), [key]);
  return null;
}
