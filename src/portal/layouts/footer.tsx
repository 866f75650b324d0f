// docs/spec.md §1: the footer invites members to follow the club: a news channel, a members group and a
// photo profile, each from GET config (club.social) and left out when not configured.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $clientConfig } from '../../core/runtime.ts';
import { ExternalLinkIcon } from '../../ui/icon.tsx';

const LINKS = [
  { key: 'news_channel', label: 'common.footer.newsChannel' },
  { key: 'group', label: 'common.footer.group' },
  { key: 'photos', label: 'common.footer.photos' },
] as const;

export function Footer() {
  const { t } = useStore($i18n);
  const social = useStore($clientConfig)?.club.social;
  const links = LINKS.flatMap(({ key, label }) => (social?.[key] ? [{ key, label, url: social[key]! }] : []));
  if (links.length === 0) return null;
  return (
    <footer className="club-footer">
      <p className="club-footer__invite">{t('common.footer.follow')}</p>
      <ul className="club-footer__links">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="club-footer__link">
              {t(link.label)}
              <ExternalLinkIcon className="club-footer__external" />
              <span className="club-visually-hidden"> {t('common.footer.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
