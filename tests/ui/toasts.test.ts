import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  DEFAULT_TOAST_TIMEOUT,
  MAX_TOASTS,
  clearToasts,
  dismissToast,
  pauseToasts,
  resumeToasts,
  showToast,
} from '../../src/ui/toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const texts = () => $toasts.get().map((toast) => toast.text);

describe('toasts store', () => {
  it('adds a toast with its kind and text and returns its id.', () => {
    const id = showToast({ kind: 'success', text: 'Saved' });
    expect($toasts.get()).toEqual([{ id, kind: 'success', text: 'Saved', timeout: DEFAULT_TOAST_TIMEOUT }]);
  });

  it('dismisses a toast by itself after the default timeout.', () => {
    showToast({ kind: 'info', text: 'Hello' });
    vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1);
    expect(texts()).toEqual(['Hello']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('dismisses a toast after its own timeout when one is given.', () => {
    showToast({ kind: 'warning', text: 'Short', timeout: 1000 });
    showToast({ kind: 'info', text: 'Default' });
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual(['Default']);
  });

  it('keeps a toast with timeout 0 until it is dismissed.', () => {
    const id = showToast({ kind: 'error', text: 'Sticky', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Sticky']);
    dismissToast(id);
    expect(texts()).toEqual([]);
  });

  it('removes a dismissed toast at once and forgets its timer.', () => {
    const first = showToast({ kind: 'info', text: 'First' });
    dismissToast(first);
    expect(texts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stacks toasts in the order shown and drops the oldest beyond the maximum.', () => {
    for (let index = 1; index <= MAX_TOASTS + 1; index++) showToast({ kind: 'info', text: `T${index}` });
    expect(texts()).toEqual(Array.from({ length: MAX_TOASTS }, (_, index) => `T${index + 2}`));
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });

  it('holds the timers while paused and continues with the time that was left.', () => {
    showToast({ kind: 'info', text: 'Read me' });
    vi.advanceTimersByTime(3000);
    pauseToasts();
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Read me']);
    resumeToasts();
    vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 3000 - 1);
    expect(texts()).toEqual(['Read me']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });
});
