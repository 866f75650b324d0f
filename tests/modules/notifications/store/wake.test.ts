// A tab waking up (visible again after a while, or restored from the back/forward cache) is a gap in
// the realtime feed, like a reconnect.
import { describe, expect, it } from 'vitest';
import { watchWake, WAKE_AFTER_HIDDEN_MS } from '../../../../src/modules/notifications/store/wake.ts';

function page() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  let time = 0;
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const watch = watchWake({ document: doc, window: win as unknown as Window, now: () => time });
  return { doc, win, watch, setVisibility, pass: (ms: number) => (time += ms) };
}

describe('wake', () => {
  it('wakes when the page becomes visible after being hidden for a while.', () => {
    const p = page();
    let wakes = 0;
    p.watch(() => wakes++);
    p.setVisibility('hidden');
    p.pass(WAKE_AFTER_HIDDEN_MS);
    p.setVisibility('visible');
    expect(wakes).toBe(1);
  });

  it('does not wake for a short switch to another tab.', () => {
    const p = page();
    let wakes = 0;
    p.watch(() => wakes++);
    p.setVisibility('hidden');
    p.pass(1000);
    p.setVisibility('visible');
    expect(wakes).toBe(0);
  });

  it('wakes when the page is restored from the back/forward cache.', () => {
    const p = page();
    let wakes = 0;
    p.watch(() => wakes++);
    p.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    p.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(wakes).toBe(1);
  });

  it('stops watching when asked.', () => {
    const p = page();
    let wakes = 0;
    const stop = p.watch(() => wakes++);
    stop();
    p.setVisibility('hidden');
    p.pass(WAKE_AFTER_HIDDEN_MS);
    p.setVisibility('visible');
    expect(wakes).toBe(0);
  });
});
