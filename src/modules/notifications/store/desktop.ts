// System notifications (Notification API) for new realtime notifications, after the member opted
// in: permission is asked only from a click, a notification closes after 8000 ms (docs/spec.md §9), and
// none is shown while the page is visible and focused (the dropdown shows it there).
import { atom, type ReadableAtom } from 'nanostores';
import type { AppNotification } from '../types.ts';

export const DESKTOP_CLOSE_AFTER_MS = 8000;

export type DesktopPermission = 'default' | 'granted' | 'denied' | 'unsupported';

interface SystemNotification {
  close(): void;
  onclick: ((event: Event) => void) | null;
}

/** The part of the Notification constructor used here. */
export interface NotificationConstructorLike {
  new (title: string, options?: { body?: string; tag?: string }): SystemNotification;
  readonly permission: string;
  requestPermission(): Promise<string>;
}

export interface DesktopNotifier {
  readonly $permission: ReadableAtom<DesktopPermission>;
  /** Asks for permission; call it only from the member's click. */
  optIn(): Promise<DesktopPermission>;
  show(notification: AppNotification): void;
}

export interface DesktopOptions {
  Notification?: NotificationConstructorLike | null;
  document?: Pick<Document, 'visibilityState' | 'hasFocus'> | null;
  focusPage?: () => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

const known = (value: string): DesktopPermission => (value === 'granted' || value === 'denied' ? value : 'default');

export function createDesktopNotifier(options: DesktopOptions = {}): DesktopNotifier {
  const System = options.Notification !== undefined ? options.Notification : browserNotification();
  const doc = options.document !== undefined ? options.document : typeof document === 'undefined' ? null : document;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const $permission = atom<DesktopPermission>(System ? known(System.permission) : 'unsupported');

  return {
    $permission,
    async optIn() {
      if (!System) return 'unsupported';
      $permission.set(known(await System.requestPermission()));
      return $permission.get();
    },
    show(notification) {
      if (!System || $permission.get() !== 'granted') return;
      if (doc && doc.visibilityState === 'visible' && doc.hasFocus()) return;
      // the id as tag: tabs of one browser showing the same notification replace each other
      const shown = new System(notification.data.title, { body: notification.data.description, tag: notification.id });
      shown.onclick = () => {
        if (options.focusPage) options.focusPage();
        else globalThis.focus?.();
        shown.close();
      };
      setTimer(() => shown.close(), DESKTOP_CLOSE_AFTER_MS);
    },
  };
}

function browserNotification(): NotificationConstructorLike | null {
  const System = (globalThis as { Notification?: unknown }).Notification;
  return typeof System === 'function' ? (System as NotificationConstructorLike) : null;
}
