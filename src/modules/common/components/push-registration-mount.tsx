// Mounted once by the portal: registers the device's push token while the page runs inside the
// club's Android app (push-registration.ts). Renders nothing.
import { useEffect } from 'react';
import { currentApi, getRuntime } from '../../../core/runtime.ts';
import { onPushToken, readPushToken } from '../store/native-app/bridge.ts';
import { isNativeApp } from '../store/native-app/native-app.ts';
import { startPushRegistration } from '../store/native-app/push-registration.ts';

/** POST fcm/register {token} (docs/spec.md §7). */
export const registerPushToken = (token: string) => currentApi().post<void>('fcm/register', { token });

export function PushRegistration() {
  useEffect(
    () =>
      startPushRegistration({
        $session: getRuntime().session.$session,
        isNativeApp: () => isNativeApp(),
        readToken: () => readPushToken(),
        onTokenChange: (callback) => onPushToken(callback),
        register: registerPushToken,
      }),
    [],
  );
  return null;
}
