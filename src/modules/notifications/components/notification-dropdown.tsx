// The dropdown's content (docs/spec.md §2 "Top bar"): the unread section headed 'new' with 'mark as
// read', the empty message, a loading placeholder and 'more' with the count not loaded yet; then
// the read ones; the live-connection state; the desktop notifications opt-in. Above them the inbox or
// the archive, and the category filter (docs/spec.md §4 "Notifications"); each item can be archived,
// or restored from the archive. It adopts its own styles where it renders (the widget fetches it
// when the bell first opens).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
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
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../../shared/contract/notification-topics.ts';
import type { AppNotification, ListName, NotificationView } from '../types.ts';
import skeletonCss from '../../../ui/skeleton.css?inline';
import dropdownCss from './notification-dropdown.css?inline';

const NO_DESKTOP = atom<DesktopPermission>('unsupported');

export interface NotificationDropdownProps extends NotificationLinks {
  notifications: NotificationsStore;
}

// failures show as error dialogs (the api's); after an archive the store has fetched the lists again
const change = (promise: Promise<void>) => void promise.catch(() => {});

type ItemsProps = NotificationLinks & {
  items?: AppNotification[];
  now: number;
  locale: string;
  onFollow: () => void;
  /** The button beside each item: archive it (inbox) or restore it (archive). */
  action: (notification: AppNotification) => { text: string; label: string; run: () => void };
};

function Items(props: ItemsProps) {
  const { items = [], action, ...rest } = props;
  return (
    <ul className="club-notifications__list">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} action={action(notification)} {...rest} />
      ))}
    </ul>
  );
}

/** The inbox or the archive, and the category the lists show. */
function Controls({ notifications }: { notifications: NotificationsStore }) {
  const { t } = useStore($i18n);
  const { view, category } = useStore(notifications.$notifications);
  const selectId = useUniqueId('club-notifications-category');
  const viewButton = (name: NotificationView) => (
    <button
      type="button"
      className="club-notifications__view"
      aria-pressed={view === name}
      onClick={() => change(notifications.setView(name))}
    >
      {t(`notifications.${name}`)}
    </button>
  );
  return (
    <div className="club-notifications__controls">
      <div className="club-notifications__views" role="group" aria-label={t('notifications.views')}>
        {viewButton('inbox')}
        {viewButton('archive')}
      </div>
      <span className="club-notifications__category">
        <label htmlFor={selectId}>{t('notifications.category')}</label>
        <select
          id={selectId}
          value={category ?? ''}
          onChange={(event) =>
            change(notifications.setCategory((event.currentTarget.value || null) as NotificationTopic | null))
          }
        >
          <option value="">{t('notifications.allCategories')}</option>
          {NOTIFICATION_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`notifications.categories.${topic}`)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

interface SectionProps extends ItemsProps {
  notifications: NotificationsStore;
  name: ListName;
  heading: string;
  /** Said when the list is empty; nothing said without. */
  empty?: string;
  /** The button that loads the next page. */
  more: string;
  /** Beside the heading ('mark as read'). */
  head?: ReactNode;
  /** A placeholder while the first page is on its way. */
  skeleton?: boolean;
}

/** One list: its heading, items, loading and failed states, and the next page. */
function Section({ notifications, name, heading, empty, more, head, skeleton, ...items }: SectionProps) {
  const { t } = useStore($i18n);
  const list = useStore(notifications.$notifications)[name];
  const headingId = useUniqueId(`club-notifications-${name}`);
  const { data, loading, failed } = list;
  const load = () => void notifications.loadMore(name);
  return (
    <section aria-labelledby={headingId}>
      <div className="club-notifications__section-head">
        <h3 id={headingId} className="club-notifications__heading">
          {heading}
        </h3>
        {head}
      </div>
      {data.length > 0 && <Items {...items} items={data} />}
      {loading ? (
        <>
          <Spinner size="sm" label={t('notifications.loading')} />
          {skeleton && data.length === 0 && <Skeleton lines={3} />}
        </>
      ) : (
        data.length === 0 && !failed && empty && <p className="club-notifications__empty">{empty}</p>
      )}
      {failed && (
        <p className="club-notifications__error" role="alert">
          {t('notifications.failed')}{' '}
          <button type="button" className="club-notifications__link" onClick={load}>
            {t('notifications.retry')}
          </button>
        </p>
      )}
      {isLoaded(list) && list.next_page_url && !loading && (
        <button type="button" className="club-notifications__link club-notifications__more" onClick={load}>
          {more}
        </button>
      )}
    </section>
  );
}

export function NotificationDropdown({ notifications, link, onNavigate }: NotificationDropdownProps) {
  const { t, locale } = useStore($i18n);
  const { unread, read, archived, view } = useStore(notifications.$notifications);
  const live = useStore(notifications.$live);
  const permission = useStore(notifications.desktop?.$permission ?? NO_DESKTOP);
  const { close } = useContext(MenuContext);
  const now = useRelativeClock([...unread.data, ...read.data, ...archived.data].map((item) => item.created_at));
  const titleId = useUniqueId('club-notifications-title');
  const notLoaded = countOf(unread);
  const archive = (item: AppNotification) => ({
    text: t('notifications.archiveButton'),
    label: t('notifications.archiveItem', { title: item.data.title }),
    run: () => change(notifications.archive(item.id)),
  });
  const restore = (item: AppNotification) => ({
    text: t('notifications.unarchiveButton'),
    label: t('notifications.unarchiveItem', { title: item.data.title }),
    run: () => change(notifications.unarchive(item.id)),
  });
  const section = {
    notifications,
    now,
    locale,
    link,
    onNavigate,
    onFollow: () => close(false),
    action: archive,
    more: t('notifications.olderRead'),
  };
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

      <Controls notifications={notifications} />

      {view === 'archive' ? (
        <Section
          {...section}
          name="archived"
          heading={t('notifications.archive')}
          empty={t('notifications.archiveEmpty')}
          action={restore}
        />
      ) : (
        <>
          <Section
            {...section}
            name="unread"
            heading={t('notifications.new')}
            empty={t('notifications.empty')}
            more={t('notifications.more', { count: numberNatural(notLoaded, locale) })}
            skeleton
            head={
              (unread.data.length > 0 || notLoaded > 0) && (
                <button type="button" className="club-notifications__link" onClick={markAllRead}>
                  {t('notifications.markAsRead')}
                </button>
              )
            }
          />
          {(read.data.length > 0 || read.loading || read.failed) && (
            <Section {...section} name="read" heading={t('notifications.read')} />
          )}
        </>
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
