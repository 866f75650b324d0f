// Affiliate:Team (docs/spec.md §2 'affiliate'): the member's referral link, their team by level (direct,
// second level, ?level=2) with counts, and the team bonuses when the wallet module runs and the
// club may book them; a cannabis club's page is worded neutrally (KCanG §6, components/wording.ts).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { LoadStateView } from '../../../ui/load-state.tsx';
import { adoptStyles } from '../../../ui/styles.ts';
import { ReferralLink } from '../components/referral-link.tsx';
import { TeamBonuses } from '../components/team-bonuses.tsx';
import { TeamList } from '../components/team-list.tsx';
import { VisibilityChoice } from '../components/visibility-choice.tsx';
import { affiliateSummary, bonusPages, levelFromSearch, teamPages } from '../store.ts';
import { affiliateCss } from '../components/styles.ts';
import type { TeamLevel } from '../types.ts';
import { wordingKey } from '../components/wording.ts';

const LEVELS: TeamLevel[] = [1, 2];

/** The team bonuses (shown once they are here; the wallet module runs). */
function Bonuses() {
  const bonuses = useStore(bonusPages.at(1)).data;
  return bonuses && <TeamBonuses bonuses={bonuses.data} total={bonuses.total} />;
}

export default function TeamPage() {
  const { t, locale } = useStore($i18n);
  const level = levelFromSearch(useSearch());
  const summary = useStore(affiliateSummary.at());
  const team = useStore(teamPages.at(level, 1));
  const w = (key: string) => t(wordingKey(key, summary.data?.advertising_ban));
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, affiliateCss);
  }, []);
  const texts = (what: string) => ({
    loading: t('affiliate.loading'),
    notFound: what,
    failed: () => t('affiliate.failed'),
    retry: t('affiliate.retry'),
  });

  return (
    <section className="club-affiliate">
      <h1 className="club-page-title">{t('affiliate.title')}</h1>
      <p className="club-affiliate__intro">{w('intro')}</p>
      <LoadStateView state={summary} texts={texts(t('affiliate.failed'))} onRetry={() => void affiliateSummary.load()}>
        {(data) => (
          <>
            <ReferralLink link={data.referral_link} advertisingBan={data.advertising_ban} />
            <nav className="club-affiliate-levels" aria-label={t('affiliate.levels.label')}>
              {LEVELS.map((n) => (
                <Link
                  key={n}
                  href={n === 1 ? '/affiliate' : '/affiliate?level=2'}
                  aria-current={n === level ? 'page' : undefined}
                  className="club-affiliate-levels__link"
                >
                  {w(`levels.${n}`)}: {tPlural(t, 'affiliate.members', data.counts[`level_${n}`], locale)}
                </Link>
              ))}
            </nav>
          </>
        )}
      </LoadStateView>
      <section className="club-card" aria-labelledby="club-affiliate-team-title">
        <h2 id="club-affiliate-team-title" className="club-affiliate__section-title">
          {w(`levels.${level}`)}
        </h2>
        <LoadStateView state={team} texts={texts(t('affiliate.failed'))} onRetry={() => void teamPages.load(level, 1)}>
          {(page) =>
            page.data.length === 0 ? (
              <p>{w(`team.empty.${level}`)}</p>
            ) : (
              <TeamList members={page.data} caption={w(`levels.${level}`)} />
            )
          }
        </LoadStateView>
      </section>
      {summary.data?.bonuses_available && <Bonuses />}
      {summary.data && (
        <VisibilityChoice current={summary.data.team_visibility} advertisingBan={summary.data.advertising_ban} />
      )}
    </section>
  );
}
