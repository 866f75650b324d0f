// Web push in this browser (docs/spec.md §4 "Web push"): whether this browser can receive pushes,
// and turning them on (after a tap: the browser asks for permission, then subscribes with the
// server's VAPID key) or off. The browser's side comes in as `PushBrowser`, so the flow is plain.
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { deletePushSubscription, getPushSettings, savePushSubscription } from '../../api/settings/push.ts';
import { createAction } from './form-action.ts';
import { key } from './texts.ts';

export interface BrowserSubscription {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

export interface PushBrowser {
  /** Service worker, PushManager and Notification are all there. */
  supported: boolean;
  /** iPhone or iPad outside the installed portal: Safari offers push only to a home-screen app. */
  needsInstall: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  subscription(): Promise<BrowserSubscription | null>;
  subscribe(publicKey: string): Promise<BrowserSubscription>;
}

/** What the section shows: why push cannot be had here, or whether it is on. */
export type PushState = 'loading' | 'unsupported' | 'install-first' | 'server-off' | 'denied' | 'off' | 'on';

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function browserPush(): PushBrowser {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  const registration = () => navigator.serviceWorker.ready;
  return {
    supported,
    needsInstall: /iPhone|iPad|iPod/.test(navigator.userAgent) && !standalone(),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    subscription: async () => (await registration()).pushManager.getSubscription(),
    subscribe: async (publicKey) =>
      (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
  };
}

export function createPushDevice(browser: PushBrowser = browserPush()) {
  const $state = atom<PushState>('loading');
  const $loadFailed = atom(false);
  let publicKey: string | null = null;

  async function load(): Promise<void> {
    $loadFailed.set(false);
    if (!browser.supported) return $state.set(browser.needsInstall ? 'install-first' : 'unsupported');
    try {
      publicKey = (await getPushSettings()).public_key;
    } catch {
      $loadFailed.set(true);
      return;
    }
    if (!publicKey) return $state.set('server-off');
    if (browser.permission() === 'denied') return $state.set('denied');
    $state.set((await browser.subscription()) ? 'on' : 'off');
  }

  const enable = createAction(async () => {
    if (!publicKey) return;
    if ((await browser.requestPermission()) !== 'granted') {
      $state.set('denied');
      return;
    }
    const subscription = await browser.subscribe(publicKey);
    try {
      await savePushSubscription(subscription.toJSON());
    } catch (error) {
      await subscription.unsubscribe(); // the server would never push to it
      throw error;
    }
    $state.set('on');
    showToast({ kind: 'success', text: t(key('push.enabled')) });
  });

  const disable = createAction(async () => {
    const subscription = await browser.subscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    $state.set('off');
    showToast({ kind: 'success', text: t(key('push.disabled')) });
  });

  // the browser's state and the server's key are read each time the section starts showing them
  onStart($state, () => void load());

  return { $state, $loadFailed, load, enable, disable };
}
