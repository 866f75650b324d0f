// The Android app's JavaScript bridge: window.ClubAndroid.getPushToken() and the
// 'club:push-token' event, read defensively.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onPushToken,
  PUSH_TOKEN_EVENT,
  readPushToken,
} from '../../../../../src/modules/common/store/native-app/bridge.ts';
import { isNativeApp } from '../../../../../src/modules/common/store/native-app/native-app.ts';

const win = window as unknown as { ClubAndroid?: unknown };
afterEach(() => {
  delete win.ClubAndroid;
});

describe('native app detection', () => {
  it('is the one detection of the portal: the ClubApp/Android user-agent marker.', () => {
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36 ClubApp/Android/2.3.0')).toBe(
      true,
    );
    expect(isNativeApp('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36')).toBe(false);
  });
});

describe('Android bridge', () => {
  it('reads the push token from window.ClubAndroid.getPushToken().', () => {
    win.ClubAndroid = { getPushToken: () => ' fcm-token-1 ' };
    expect(readPushToken()).toBe('fcm-token-1');
  });

  it('answers null without a bridge, without a token yet, with a bridge that throws, or a token over 4096 characters.', () => {
    expect(readPushToken()).toBeNull();
    for (const getPushToken of [
      () => '',
      () => null,
      () => 42,
      () => {
        throw new Error('bridge gone');
      },
      () => 'x'.repeat(4097),
    ]) {
      win.ClubAndroid = { getPushToken };
      expect(readPushToken()).toBeNull();
    }
    win.ClubAndroid = { getPushToken: 'not a function' };
    expect(readPushToken()).toBeNull();
  });

  it("hands on every token the app announces with the 'club:push-token' event, until stopped.", () => {
    const seen = vi.fn();
    const stop = onPushToken(seen);
    window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: 'fcm-token-2' }));
    window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: { not: 'a token' } }));
    stop();
    window.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail: 'fcm-token-3' }));
    expect(seen.mock.calls).toEqual([['fcm-token-2']]);
  });
});
