// Running inside the club's Android app. Detection is the one the whole portal uses
// (src/modules/common/store/native-app/android-marker.ts: the `ClubApp/Android` user-agent marker); the push token comes from
// the app's JavaScript bridge (bridge.ts).
import { isAndroidApp } from './android-marker.ts';

/** True inside the club's Android app (its WebView's user agent carries `ClubApp/Android`). */
export function isNativeApp(userAgent?: string | null): boolean {
  return isAndroidApp(userAgent);
}
