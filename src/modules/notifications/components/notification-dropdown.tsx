// The dropdown's content (docs/spec.md §2 "Top bar"): the unread section headed 'new' with 'mark as
// read', the empty message, a loading placeholder and 'more' with the count not loaded yet; then
// the read ones; the live-connection state; the desktop notifications opt-in. It adopts its own
// styles where it renders (the widget fetches it when the bell first opens).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext, useLayoutEffect, useRef } from 'react';
import { numberNatural } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { MenuContext } from '../../../ui/menu-context.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { adoptStyles, type StyleRoot } from '../../../ui/styles.ts';
import { useUniqueId } from '../../../ui/use-id.ts';
import { useRelativeClock } from '../../../ui/use-relative-clock.ts';
import { countOf, isLoaded } from '../store/list.ts';
import { NotificationItem, type NotificationLinks } from './notification-item.tsx';
import type { NotificationsStore } from '../store/notifications-store.ts';
import type { DesktopPermission } from '../store/desktop.ts';
import type { AppNotification, NotificationList } from '../types.ts';
import skeletonCss from '../../../ui/skeleton.css?inline';
import dropdownCss from './notification-dropdown.css?inline';

const NO_DESKTOP = atom<DesktopPermission>('unsupported');

export interface NotificationDropdownProps extends NotificationLinks {
  notifications: NotificationsStore;
}

function Items(
  props: NotificationLinks & { items: AppNotification[]; now: number; locale: string; onFollow: () => void },
) {
  const { items, ...rest } = props;
  return (
    <ul className="club-notifications__list">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} {...rest} />
      ))}
    </ul>
  );
}

function Failed({ list, retry }: { list: NotificationList; retry: () => void }) {
  const { t } = useStore($i18n);
  if (!list.failed) return null;
  return (
    <p className="club-notifications__error" role="alert">
      {t('notifications.failed')}{' '}
      <button type="button" className="club-notifications__link" onClick={retry}>
        {t('notifications.retry')}
      </button>
    </p>
  );
}

export function NotificationDropdown({ notifications, link, onNavigate }: NotificationDropdownProps) {
  const { t, locale } = useStore($i18n);
  const { unread, read } = useStore(notifications.$notifications);
  const live = useStore(notifications.$live);
  const permission = useStore(notifications.desktop?.$permission ?? NO_DESKTOP);
  const { close } = useContext(MenuContext);
  const now = useRelativeClock([...unread.data, ...read.data].map((item) => item.created_at));
  const titleId = useUniqueId('club-notifications-title');
  const newId = useUniqueId('club-notifications-new');
  const readId = useUniqueId('club-notifications-read');
  const notLoaded = countOf(unread);
  const itemProps = { now, locale, link, onNavigate, onFollow: () => close(false) };
  const root = useRef<HTMLDivElement>(null);

  // Before the first paint: the styles go where the dropdown lives (the document, a shadow root).
  useLayoutEffect(() => {
    const node = root.current?.getRootNode();
    if (node && (node.nodeType === 9 || node.nodeType === 11)) adoptStyles(node as StyleRoot, skeletonCss, dropdownCss);
  }, []);

  const markAllRead = () => {
    notifications.markAllRead().catch(() => {}); // the store refetches; error dialogs report
    close(true);
  };

  return (
    <div ref={root} className="club-notifications">
      <div className="club-notifications__header">
        <h2 id={titleId} className="club-notifications__title">
          {t('notifications.title')}
        </h2>
        <span className="club-notifications__live">{t(`notifications.connection.${live}`)}</span>
      </div>

      <section aria-labelledby={newId}>
        <div className="club-notifications__section-head">
          <h3 id={newId} className="club-notifications__heading">
            {t('notifications.new')}
          </h3>
          {(unread.data.length > 0 || notLoaded > 0) && (
            <button type="button" className="club-notifications__link" onClick={markAllRead}>
              {t('notifications.markAsRead')}
            </button>
          )}
        </div>
        {unread.data.length > 0 && <Items items={unread.data} {...itemProps} />}
        {unread.loading ? (
          <>
            <Spinner size="sm" label={t('notifications.loading')} />
            {unread.data.length === 0 && <Skeleton lines={3} />}
          </>
        ) : (
          unread.data.length === 0 &&
          !unread.failed && <p className="club-notifications__empty">{t('notifications.empty')}</p>
        )}
        <Failed list={unread} retry={() => void notifications.loadMore('unread')} />
        {isLoaded(unread) && unread.next_page_url && !unread.loading && (
          <button
            type="button"
            className="club-notifications__link club-notifications__more"
            onClick={() => void notifications.loadMore('unread')}
          >
            {t('notifications.more', { count: numberNatural(notLoaded, locale) })}
          </button>
        )}
      </section>

      {(read.data.length > 0 || read.loading || read.failed) && (
        <section aria-labelledby={readId}>
          <h3 id={readId} className="club-notifications__heading">
            {t('notifications.read')}
          </h3>
          {read.data.length > 0 && <Items items={read.data} {...itemProps} />}
          {read.loading && <Spinner size="sm" label={t('notifications.loading')} />}
          <Failed list={read} retry={() => void notifications.loadMore('read')} />
          {isLoaded(read) && read.next_page_url && !read.loading && (
            <button
              type="button"
              className="club-notifications__link club-notifications__more"
              onClick={() => void notifications.loadMore('read')}
            >
              {t('notifications.olderRead')}
            </button>
          )}
        </section>
      )}

      {notifications.desktop && permission === 'default' && (
        <div className="club-notifications__desktop">
          <button
            type="button"
            className="club-notifications__link"
            onClick={() => void notifications.desktop!.optIn()}
          >
            {t('notifications.desktop.enable')}
          </button>
        </div>
      )}
      {permission === 'denied' && <p className="club-notifications__empty">{t('notifications.desktop.denied')}</p>}
    </div>
  );
}
