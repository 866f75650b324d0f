import { describe, expect, it } from 'vitest';
import { isAndroidApp } from '../../../../../src/modules/common/store/native-app/android-marker.ts';

const chrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('native app detection', () => {
  it("recognises the Android app by the 'ClubApp/Android' user-agent marker, with or without a version", () => {
    expect(isAndroidApp(`${chrome} ClubApp/Android/2.3.0`)).toBe(true);
    expect(isAndroidApp(`${chrome} ClubApp/Android`)).toBe(true);
  });

  it('treats a plain mobile or desktop browser as not the app', () => {
    expect(isAndroidApp(chrome)).toBe(false);
    expect(isAndroidApp('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0')).toBe(false);
    expect(isAndroidApp('ClubApp/AndroidX')).toBe(false);
    expect(isAndroidApp(null)).toBe(false);
  });

  it("reads the browser's own user agent by default", () => {
    expect(isAndroidApp()).toBe(false);
  });
});
