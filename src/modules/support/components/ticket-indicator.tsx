// The ticket-unread indicator (docs/spec.md §2 top bar: shown only when tickets are on and an answer is
// unread; it opens that ticket), as a component the ticket-indicator widget mounts as it is: no
// router, links through the given Link (default: a plain anchor, to `base` + the ticket's path).
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { TicketIcon } from '../../../ui/icon-svg.tsx';
import { PlainLink, type LinkComponent } from '../../../ui/link.tsx';
import { ticketPath } from '../store/paths.ts';
import { $ticketUnread } from '../store/ticket-unread.ts';

export interface TicketIndicatorProps {
  /** The portal's address for links from another site; '' inside the portal. */
  base?: string;
  Link?: LinkComponent;
  className?: string;
}

export function TicketIndicator({
  base = '',
  Link = PlainLink,
  className = 'support-indicator',
}: TicketIndicatorProps) {
  const { t } = useStore($i18n);
  const unread = useStore($ticketUnread);
  if (!unread) return null;
  return (
    <Link
      href={`${base}${ticketPath(unread.ticketId)}`}
      className={className}
      aria-label={t('support.indicator.label', { count: unread.count })}
    >
      <TicketIcon />
      <Badge count={unread.count} />
    </Link>
  );
}
