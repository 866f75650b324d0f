import { describe, expect, it } from 'vitest';
import { standForLock } from '../../../src/core/realtime/relay-election.ts';
import { fakeBrowser, settle } from './relay-fakes.ts';

describe('standForLock', () => {
  it('elects the tab once the lock is granted.', async () => {
    const browser = fakeBrowser();
    let elected = false;
    standForLock(browser.locks('a'), 'club-realtime', new AbortController().signal, () => void (elected = true));
    await settle();
    expect(elected).toBe(true);
    expect(browser.holder('club-realtime')).toBe('a');
  });

  it('keeps a second tab waiting while the first holds the lock.', async () => {
    const browser = fakeBrowser();
    const elected: string[] = [];
    standForLock(browser.locks('a'), 'club-realtime', new AbortController().signal, () => void elected.push('a'));
    standForLock(browser.locks('b'), 'club-realtime', new AbortController().signal, () => void elected.push('b'));
    await settle();
    expect(elected).toEqual(['a']);
  });

  it('elects the next waiting tab when the holder releases the lock.', async () => {
    const browser = fakeBrowser();
    let release = () => {};
    standForLock(browser.locks('a'), 'club-realtime', new AbortController().signal, (done) => void (release = done));
    standForLock(browser.locks('b'), 'club-realtime', new AbortController().signal, () => {});
    await settle();
    release();
    await settle();
    expect(browser.holder('club-realtime')).toBe('b');
  });

  it('never elects a tab that withdrew before the lock was granted.', async () => {
    const browser = fakeBrowser();
    let release = () => {};
    let elected = false;
    standForLock(browser.locks('a'), 'club-realtime', new AbortController().signal, (done) => void (release = done));
    const withdraw = new AbortController();
    standForLock(browser.locks('b'), 'club-realtime', withdraw.signal, () => void (elected = true));
    await settle();
    withdraw.abort();
    release();
    await settle();
    expect(elected).toBe(false);
    expect(browser.holder('club-realtime')).toBeNull();
  });
});
