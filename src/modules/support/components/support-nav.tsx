// The support pages' own navigation: questions and answers, contact, and (only when the header
// summary carries tickets, docs/spec.md §6) the member's tickets.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import { CONTACT_CATEGORIES_PATH, FAQ_PATH, TICKETS_PATH } from '../store/paths.ts';
import { RouterLink } from '../../../ui/router-link.tsx';
import { $ticketsEnabled } from '../store/ticket-unread.ts';

export type SupportSection = 'faq' | 'contact' | 'tickets';

export function SupportNav({ current }: { current: SupportSection }) {
  const { t } = useStore($i18n);
  const tickets = useStore($ticketsEnabled);
  const items: [SupportSection, string, string][] = [
    ['faq', FAQ_PATH, t('support.nav.faq')],
    ['contact', CONTACT_CATEGORIES_PATH, t('support.nav.contact')],
    ...(tickets ? [['tickets', TICKETS_PATH, t('support.nav.tickets')] as [SupportSection, string, string]] : []),
  ];
  return (
    <nav className="support-nav" aria-label={t('support.nav.label')}>
      <ul className="support-nav__list" role="list">
        {items.map(([section, href, label]) => (
          <li key={section}>
            <span
              aria-current={section === current ? 'page' : undefined}
              className={cx('support-nav__item', section === current && 'support-nav__item--current')}
            >
              <RouterLink href={href} className="support-nav__link">
                {label}
              </RouterLink>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
