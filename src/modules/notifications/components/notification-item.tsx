// One notification (docs/spec.md §2 "Top bar"): the icon its class names (store/class-icon.ts), the
// title, description and time relative to now (from UTC), coloured by status. With a portal path in
// its data it is a link into the portal, with an https address a link there; without, no link at all.
// Beside it, the button that archives it (or, in the archive, restores it).
import type { MouseEvent } from 'react';
import { relativeTime } from '../../../core/relative-time.ts';
import { cx } from '../../../ui/class-names.ts';
import { classIcon } from '../store/class-icon.ts';
import { portalPath, webAddress } from '../store/portal-path.ts';
import { iconClasses, statusIcon, statusTone } from '../store/status.ts';
import type { AppNotification } from '../types.ts';

export interface NotificationLinks {
  /** Turns a portal path into an href: the portal keeps it, a widget prefixes the portal's address. */
  link?: (path: string) => string;
  /** Navigates inside the portal without a page load (a plain left click only). */
  onNavigate?: (path: string) => void;
}

export interface NotificationItemProps extends NotificationLinks {
  notification: AppNotification;
  now: number;
  locale: string;
  /** Called after a link was followed (closes the dropdown). */
  onFollow?: () => void;
  /** The button beside the item: its visible text, its name (naming the item) and what it does. */
  action?: { text: string; label: string; run: () => void };
}

export function NotificationItem({
  notification,
  now,
  locale,
  link,
  onNavigate,
  onFollow,
  action,
}: NotificationItemProps) {
  const { data, created_at } = notification;
  const tone = statusTone(data.status);
  const ItemIcon = classIcon(data.class, statusIcon(tone));
  const path = portalPath(data.url);
  const href = path ? (link ? link(path) : path) : webAddress(data.url);
  const body = (
    <>
      <span className={cx('club-notification__icon', iconClasses(data.class))} aria-hidden="true">
        <ItemIcon />
      </span>
      <span className="club-notification__body">
        <span className="club-notification__title">{data.title}</span>
        {data.description && <span className="club-notification__description">{data.description}</span>}
        <time className="club-notification__time" dateTime={created_at}>
          {relativeTime(created_at, now, locale)}
        </time>
      </span>
    </>
  );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      path &&
      onNavigate &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey
    ) {
      event.preventDefault();
      onNavigate(path);
    }
    onFollow?.();
  };
  return (
    <li className={cx('club-notification', tone && `club-notification--${tone}`)} part="notification">
      {href ? (
        <a className="club-notification__row" href={href} onClick={follow}>
          {body}
        </a>
      ) : (
        <div className="club-notification__row">{body}</div>
      )}
      {action && (
        <button type="button" className="club-notification__action" aria-label={action.label} onClick={action.run}>
          {action.text}
        </button>
      )}
    </li>
  );
}
