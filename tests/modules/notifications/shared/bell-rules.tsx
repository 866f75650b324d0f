// The notification bell's rules (docs/spec.md §2 "Top bar", §4 "Notifications", §9), run under React
// (tests/modules/notifications/components/notification-bell.test.tsx) and under preact/compat as the
// widget bundle renders it (tests/embed/notification-bell.test.tsx). The store talks to the real
// server in-process; the realtime feed delivers exactly what the server broadcast.
import { MenuButton } from '../../../../src/ui/menu-button.tsx';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../../src/core/i18n/i18n.ts';
import type { DesktopNotifier, DesktopPermission } from '../../../../src/modules/notifications/store/desktop.ts';
import {
  NotificationBell,
  type NotificationBellProps,
} from '../../../../src/modules/notifications/components/notification-bell.tsx';
import { NotificationDropdown } from '../../../../src/modules/notifications/components/notification-dropdown.tsx';
import type { NotificationsApi } from '../../../../src/modules/notifications/api.ts';
import type { UiTestLib } from '../../../ui/shared/test-lib.ts';
import { notificationsWorld } from '../world.ts';

type World = Awaited<ReturnType<typeof notificationsWorld>>;

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const dropdown = () => screen.findByRole('dialog', { name: 'Notifications' });
const titles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.club-notification__title')).map((node) => node.textContent);

/** `content`: what the bell opens (the portal's NotificationDropdown; the widget's part fetched on first open). */
export function describeBellRules(
  { render, cleanup }: UiTestLib,
  content: NotificationBellProps['dropdown'] = NotificationDropdown,
) {
  let stops: (() => void)[] = [];
  afterEach(async () => {
    cleanup();
    stops.forEach((stop) => stop());
    stops = [];
    vi.useRealTimers();
    await setLocale('en');
  });

  async function setup(
    seed: (w: World) => Promise<unknown> = async () => {},
    options: { api?: NotificationsApi; desktop?: DesktopNotifier; props?: Partial<NotificationBellProps> } = {},
  ) {
    const w = await notificationsWorld();
    await seed(w);
    await w.loadHeader();
    const notifications = w.store({ api: options.api ?? w.api, desktop: options.desktop });
    stops.push(notifications.$unreadCount.listen(() => {})); // what the page's top bar keeps
    render(
      <NotificationBell notifications={notifications} dropdown={content} menuButton={MenuButton} {...options.props} />,
    );
    return { w, notifications };
  }

  describe('NotificationBell', () => {
    it('names the button with the unread count: "Notifications, 3 unread".', async () => {
      await setup((w) => w.seed(3));
      expect(await bell('Notifications, 3 unread')).toHaveAccessibleName('Notifications, 3 unread');
    });

    it('is named only "Notifications" when nothing is unread.', async () => {
      await setup();
      expect(await bell('Notifications')).toHaveAccessibleName('Notifications');
    });

    it('names the button in German: "Benachrichtigungen, 3 ungelesen".', async () => {
      await setLocale('de');
      await setup((w) => w.seed(3));
      expect(await bell('Benachrichtigungen, 3 ungelesen')).toHaveAccessibleName('Benachrichtigungen, 3 ungelesen');
    });

    it('shows the unread count in a badge on the bell.', async () => {
      await setup((w) => w.seed(3));
      expect((await bell()).querySelector('.club-badge')?.textContent).toBe('3');
    });

    it('opens the dropdown as a popover and lists the unread ones under the heading "New".', async () => {
      await setup((w) => w.seed(3));
      await userEvent.click(await bell());
      const panel = await dropdown();
      expect((await bell()).getAttribute('aria-expanded')).toBe('true');
      // the widget's dropdown part may still be on its way (a spinner in the popover): wait for it
      expect(await within(panel).findByRole('heading', { name: 'New' })).toBeVisible();
      await waitFor(() => expect(titles(panel)).toEqual(['Title 2', 'Title 1', 'Title 0']));
    });

    it('says "No new notifications" when there are none.', async () => {
      await setup();
      await userEvent.click(await bell());
      expect(await within(await dropdown()).findByText('No new notifications')).toBeVisible();
    });

    it('shows a loading placeholder while the first page is on its way.', async () => {
      let answer: () => void = () => {};
      const gate = new Promise<void>((resolve) => (answer = resolve));
      let real: NotificationsApi | null = null;
      await setup((w) => ((real = w.api), w.seed(2)), {
        api: {
          getUnread: (page) => gate.then(() => real!.getUnread(page)),
          getRead: (page) => real!.getRead(page),
          getArchived: (page) => real!.getArchived(page),
          markAllRead: () => real!.markAllRead(),
          setArchived: (id, archived) => real!.setArchived(id, archived),
        },
      });
      await userEvent.click(await bell());
      const panel = await dropdown();
      // the widget's dropdown part may still be on its way (its spinner is a status too): wait for it
      await waitFor(() => expect(panel.querySelector('.club-skeleton')).toBeVisible());
      expect(within(panel).getByRole('status').textContent).toBe('Loading notifications');
      answer();
      await waitFor(() => expect(titles(panel)).toEqual(['Title 1', 'Title 0']));
      expect(within(panel).queryByRole('status')).toBeNull();
    });

    it('offers "more" with the count not loaded yet, and merges the next page on click.', async () => {
      await setup((w) => w.seed(25));
      await userEvent.click(await bell());
      const panel = await dropdown();
      await userEvent.click(await within(panel).findByRole('button', { name: '15 more' }));
      await waitFor(() => expect(titles(panel)).toHaveLength(20));
      expect(within(panel).getByRole('button', { name: '5 more' })).toBeVisible();
    });

    it('shows title, description and the time relative to now of each item.', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T10:05:01Z'));
      await setup((w) => w.seed(1));
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 0');
      expect(within(panel).getByText('Description 0')).toBeVisible();
      expect(within(panel).getByText('5 minutes ago').getAttribute('dateTime')).toBe('2026-01-01T10:00:01.000000Z');
    });

    it('colours an item by its status: success as primary, any other status as given.', async () => {
      await setup(async (w) => {
        await w.send(1, { live: false, status: 'success' });
        await w.send(2, { live: false, status: 'danger' });
      });
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 1');
      const classOf = (title: string) => within(panel).getByText(title).closest('li')!.className;
      expect(classOf('Title 1')).toContain('club-notification--primary');
      expect(classOf('Title 2')).toContain('club-notification--danger');
    });

    it("draws the icon each item's class names, whatever its status, and the status glyph for a class it does not know.", async () => {
      await setup(async (w) => {
        await w.send(1, { live: false, status: 'success', class: 'fa fa-wallet' });
        await w.send(2, { live: false, status: 'success', class: 'fas fa-calendar-check' });
        await w.send(3, { live: false, status: 'success', class: 'fa fa-hand-peace' });
      });
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 1');
      const iconOf = (title: string) =>
        within(panel)
          .getByText(title)
          .closest('li')!
          .querySelector('.club-notification__icon svg')!
          .getAttribute('class');
      expect(iconOf('Title 1')).toContain('club-icon--wallet');
      expect(iconOf('Title 2')).toContain('club-icon--calendar');
      expect(iconOf('Title 3')).toContain('club-icon--check');
    });

    it('lists the read ones in their own section.', async () => {
      await setup(async (w) => {
        await w.seed(2);
        w.markReadOnServer();
      });
      await userEvent.click(await bell());
      const panel = await dropdown();
      const section = (await within(panel).findByRole('heading', { name: 'Earlier' })).closest('section')!;
      await waitFor(() => expect(titles(section)).toEqual(['Title 1', 'Title 0']));
    });

    it('"Mark as read" empties the count, closes the dropdown, returns focus and tells the server.', async () => {
      const { w } = await setup((w) => w.seed(3));
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 0');
      await userEvent.click(within(panel).getByRole('button', { name: 'Mark as read' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      const button = await bell('Notifications');
      expect(document.activeElement).toBe(button);
      await waitFor(async () => expect((await w.api.getUnread(1)).total).toBe(0));
    });

    it('closes on Escape and returns focus to the bell.', async () => {
      await setup((w) => w.seed(1));
      await userEvent.click(await bell());
      await dropdown();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(await bell());
    });

    it('counts a live notification at once and announces it politely.', async () => {
      const { w } = await setup((w) => w.seed(1));
      await bell('Notifications, 1 unread');
      await w.send(7);
      expect(await bell('Notifications, 2 unread')).toHaveAccessibleName('Notifications, 2 unread');
      const region = document.querySelector('[aria-live="polite"]')!;
      await waitFor(() => expect(region.textContent).toBe('New notification: Title 7'));
    });

    it('puts a live notification on top of the open dropdown, once.', async () => {
      const { w } = await setup((w) => w.seed(1));
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 0');
      const sent = await w.send(7);
      w.realtime.deliver(w.member.id, { ...sent.data, id: sent.id, type: sent.type });
      await waitFor(() => expect(titles(panel)).toEqual(['Title 7', 'Title 0']));
    });

    it('links an item with a portal path through the link builder, and navigates with onNavigate.', async () => {
      const onNavigate = vi.fn();
      await setup((w) => w.send(1, { live: false, extra: { url: '/financial' } }), {
        props: { link: (path) => `https://club.example${path}`, onNavigate },
      });
      await userEvent.click(await bell());
      const link = await within(await dropdown()).findByRole('link', { name: /Title 1/ });
      expect(link.getAttribute('href')).toBe('https://club.example/financial');
      await userEvent.click(link);
      expect(onNavigate).toHaveBeenCalledWith('/financial');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('links an item with an https address there, as it is, and not through the portal.', async () => {
      const onNavigate = vi.fn();
      await setup((w) => w.send(1, { live: false, extra: { url: 'https://tennis.example/courts' } }), {
        props: { link: (path) => `https://club.example${path}`, onNavigate },
      });
      await userEvent.click(await bell());
      const link = await within(await dropdown()).findByRole('link', { name: /Title 1/ });
      expect(link.getAttribute('href')).toBe('https://tennis.example/courts');
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
      await userEvent.click(link);
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('makes an item without a link no link at all.', async () => {
      await setup((w) => w.send(1, { live: false }));
      await userEvent.click(await bell());
      const panel = await dropdown();
      await within(panel).findByText('Title 1');
      expect(within(panel).queryByRole('link')).toBeNull();
    });

    it('never links to another scheme or a protocol-relative address from notification data.', async () => {
      await setup(async (w) => {
        await w.send(1, { live: false, extra: { url: 'javascript:alert(1)' } });
        await w.send(2, { live: false, extra: { url: '//elsewhere.example/x' } });
        await w.send(3, { live: false, extra: { url: 'http://elsewhere.example/' } });
      });
      await userEvent.click(await bell());
      const panel = await dropdown();
      for (const title of ['Title 1', 'Title 2', 'Title 3']) await within(panel).findByText(title);
      expect(within(panel).queryByRole('link')).toBeNull();
    });

    it('shows the live connection: connected, reconnecting or offline.', async () => {
      const { w } = await setup();
      await userEvent.click(await bell());
      const panel = await dropdown();
      expect(await within(panel).findByText('Live updates on')).toBeVisible();
      w.realtime.$connectionState.set('reconnecting');
      expect(await within(panel).findByText('Reconnecting…')).toBeVisible();
      w.realtime.$connectionState.set('unavailable');
      expect(await within(panel).findByText('Live updates off')).toBeVisible();
    });

    it('offers desktop notifications and asks for permission only when clicked.', async () => {
      const $permission = atom<DesktopPermission>('default');
      const optIn = vi.fn(async () => {
        $permission.set('granted');
        return 'granted' as const;
      });
      await setup(async () => {}, { desktop: { $permission, optIn, show: () => {} } });
      await userEvent.click(await bell());
      const panel = await dropdown();
      const offer = await within(panel).findByRole('button', { name: 'Show desktop notifications' });
      expect(optIn).not.toHaveBeenCalled();
      await userEvent.click(offer);
      expect(optIn).toHaveBeenCalledOnce();
      await waitFor(() =>
        expect(within(panel).queryByRole('button', { name: 'Show desktop notifications' })).toBeNull(),
      );
    });
  });

  describe('NotificationBell: archive and categories (docs/spec.md §4 "Notifications")', () => {
    it('archives an item: it leaves the inbox and the count, and is listed under "Archive" to restore.', async () => {
      const { w } = await setup((w) => w.seed(2));
      await userEvent.click(await bell('Notifications, 2 unread'));
      const panel = await dropdown();
      await userEvent.click(await within(panel).findByRole('button', { name: 'Archive: Title 1' }));
      await bell('Notifications, 1 unread');
      await waitFor(() => expect(titles(panel)).toEqual(['Title 0']));
      expect((await w.api.getArchived(1)).data.map((n) => n.data.title)).toEqual(['Title 1']);

      await userEvent.click(within(panel).getByRole('button', { name: 'Archive', pressed: false }));
      await within(panel).findByRole('heading', { name: 'Archive' });
      await waitFor(() => expect(titles(panel)).toEqual(['Title 1']));
      await userEvent.click(within(panel).getByRole('button', { name: 'Restore to the inbox: Title 1' }));
      await within(panel).findByText('Nothing archived');
      await userEvent.click(within(panel).getByRole('button', { name: 'Inbox' }));
      await waitFor(() => expect(titles(panel)).toEqual(['Title 0', 'Title 1']));
      expect(await bell(/^Notifications/)).toHaveAccessibleName('Notifications, 1 unread');
    });

    it('filters the lists by category while the count stays the member’s unread total.', async () => {
      await setup(async (w) => {
        await w.send(0, { live: false, topic: 'wallet' });
        await w.send(1, { live: false, topic: 'news' });
        await w.send(2, { live: false });
      });
      await userEvent.click(await bell('Notifications, 3 unread'));
      const panel = await dropdown();
      await within(panel).findByText('Title 2');
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Category' }), 'Wallet');
      await waitFor(() => expect(titles(panel)).toEqual(['Title 0']));
      expect(await bell(/^Notifications/)).toHaveAccessibleName('Notifications, 3 unread');
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Category' }), 'All categories');
      await waitFor(() => expect(titles(panel)).toEqual(['Title 2', 'Title 1', 'Title 0']));
    });

    it('names the archive, the filter and the categories in German.', async () => {
      await setLocale('de');
      await setup((w) => w.send(0, { live: false, topic: 'growing' }));
      await userEvent.click(await bell('Benachrichtigungen, 1 ungelesen'));
      const panel = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
      await within(panel).findByRole('button', { name: 'Archivieren: Title 0' });
      expect(within(panel).getByRole('group', { name: 'Anzeigen' })).toHaveTextContent('PosteingangArchiv');
      const select = within(panel).getByRole('combobox', { name: 'Kategorie' });
      expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual([
        'Alle Kategorien',
        'Neuigkeiten',
        'Ankündigungen des Clubs',
        'Wallet',
        'Termine',
        'Anbau',
        'Support',
        'Chat',
      ]);
    });
  });
}
