// Is this page running inside the club's Android app? The app's WebView appends the marker
// `ClubApp/Android` (optionally `/<version>`) to its user agent, e.g.
//   "Mozilla/5.0 (Linux; Android 14; Pixel 8) ... Chrome/131.0 Mobile Safari/537.36 ClubApp/Android/2.3.0"
// A user-agent marker (not a JS bridge) because it is there before any script runs, also on the
// server and in logs, and cannot be missed by a race with the bridge's injection. docs/spec.md §1, §9.
export const ANDROID_APP_MARKER = /\bClubApp\/Android\b/;

export function isAndroidApp(
  userAgent: string | null | undefined = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return ANDROID_APP_MARKER.test(userAgent ?? '');
}
