// The JavaScript bridge of the club's Android app. Its WebView (user agent with `ClubApp/Android`,
// see src/modules/common/store/native-app/android-marker.ts) adds through addJavascriptInterface
//   window.ClubAndroid.getPushToken(): string   the device's FCM registration token, '' until known
// and, whenever Firebase hands the app a new token (onNewToken), dispatches on window
//   new CustomEvent('club:push-token', { detail: '<token>' })
// Both are read defensively: a page may run in an older app, or in a browser faking the marker.

export const BRIDGE_NAME = 'ClubAndroid';
export const PUSH_TOKEN_EVENT = 'club:push-token';
const MAX_TOKEN_LENGTH = 4096; // the server's limit on fcm/register

export interface AndroidBridge {
  getPushToken(): unknown;
}

type BridgeWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  [BRIDGE_NAME]?: Partial<AndroidBridge>;
};

const validToken = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TOKEN_LENGTH ? value.trim() : null;

/** The push token the app knows now, or null (no bridge, no token yet, a bridge that throws). */
export function readPushToken(win: BridgeWindow | null = typeof window === 'undefined' ? null : window): string | null {
  const bridge = win?.[BRIDGE_NAME];
  if (!bridge || typeof bridge.getPushToken !== 'function') return null;
  try {
    return validToken(bridge.getPushToken());
  } catch {
    return null;
  }
}

/** Calls `callback` with every new token the app announces; returns the stop. */
export function onPushToken(
  callback: (token: string) => void,
  win: BridgeWindow | null = typeof window === 'undefined' ? null : window,
): () => void {
  if (!win) return () => {};
  const listener = (event: Event) => {
    const token = validToken((event as CustomEvent).detail);
    if (token) callback(token);
  };
  win.addEventListener(PUSH_TOKEN_EVENT, listener);
  return () => win.removeEventListener(PUSH_TOKEN_EVENT, listener);
}
