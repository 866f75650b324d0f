// Desktop notifications (docs/spec.md §9): opt-in from a click, closed after 8000 ms, none while the page is in front.
import { describe, expect, it, vi } from 'vitest';
import {
  createDesktopNotifier,
  DESKTOP_CLOSE_AFTER_MS,
  type NotificationConstructorLike,
} from '../../../../src/modules/notifications/store/desktop.ts';
import type { AppNotification } from '../../../../src/modules/notifications/types.ts';

const notification: AppNotification = {
  id: 'n-1',
  type: 'T',
  data: { title: 'Deposit received', description: '€20.00 arrived', class: 'fa fa-euro', status: 'success' },
  read_at: null,
  archived_at: null,
  topic: 'wallet',
  created_at: '2026-01-01T10:00:00.000000Z',
};

function fakeSystem(permission = 'default', answer = 'granted') {
  const shown: { title: string; options?: { body?: string; tag?: string }; closed: boolean }[] = [];
  const requestPermission = vi.fn(async () => answer);
  class System {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: ((event: Event) => void) | null = null;
    entry: (typeof shown)[number];
    constructor(title: string, options?: { body?: string; tag?: string }) {
      this.entry = { title, options, closed: false };
      shown.push(this.entry);
    }
    close() {
      this.entry.closed = true;
    }
  }
  return { System: System as unknown as NotificationConstructorLike, shown, requestPermission };
}

const hiddenPage = { visibilityState: 'hidden' as DocumentVisibilityState, hasFocus: () => false };

describe('desktop notifications', () => {
  it('asks for permission only when the member opts in.', async () => {
    const fake = fakeSystem();
    const desktop = createDesktopNotifier({ Notification: fake.System, document: hiddenPage });
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(desktop.$permission.get()).toBe('default');
    expect(await desktop.optIn()).toBe('granted');
    expect(fake.requestPermission).toHaveBeenCalledOnce();
  });

  it('shows nothing before the member opted in.', () => {
    const fake = fakeSystem('default');
    createDesktopNotifier({ Notification: fake.System, document: hiddenPage }).show(notification);
    expect(fake.shown).toEqual([]);
  });

  it('shows title and description, tagged with the id, and closes it after 8000 ms.', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeSystem('granted');
      createDesktopNotifier({ Notification: fake.System, document: hiddenPage }).show(notification);
      expect(fake.shown).toEqual([
        { title: 'Deposit received', options: { body: '€20.00 arrived', tag: 'n-1' }, closed: false },
      ]);
      vi.advanceTimersByTime(DESKTOP_CLOSE_AFTER_MS - 1);
      expect(fake.shown[0]!.closed).toBe(false);
      vi.advanceTimersByTime(1);
      expect(fake.shown[0]!.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(DESKTOP_CLOSE_AFTER_MS).toBe(8000);
  });

  it('shows nothing while the page is visible and focused.', () => {
    const fake = fakeSystem('granted');
    createDesktopNotifier({
      Notification: fake.System,
      document: { visibilityState: 'visible', hasFocus: () => true },
    }).show(notification);
    expect(fake.shown).toEqual([]);
  });

  it('shows one while the page is visible but another window has the focus.', () => {
    const fake = fakeSystem('granted');
    createDesktopNotifier({
      Notification: fake.System,
      document: { visibilityState: 'visible', hasFocus: () => false },
    }).show(notification);
    expect(fake.shown).toHaveLength(1);
  });

  it('reports "unsupported" and never throws where the browser has no Notification API.', async () => {
    const desktop = createDesktopNotifier({ Notification: null, document: hiddenPage });
    expect(desktop.$permission.get()).toBe('unsupported');
    expect(await desktop.optIn()).toBe('unsupported');
    expect(() => desktop.show(notification)).not.toThrow();
  });
});
