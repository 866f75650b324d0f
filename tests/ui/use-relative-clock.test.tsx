// The relative-time clock: times are never in the future, and the clock ticks with
// the finest unit shown, so "now" becomes "1 second ago" after a second, not after 30.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { relativeTime } from '../../src/core/relative-time.ts';
import { useRelativeClock } from '../../src/ui/use-relative-clock.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Times({ stamps, locale }: { stamps: string[]; locale: string }) {
  const now = useRelativeClock(stamps);
  return (
    <ul>
      {stamps.map((stamp) => (
        <li key={stamp}>{relativeTime(stamp, now, locale)}</li>
      ))}
    </ul>
  );
}

describe('useRelativeClock', () => {
  it.each([
    ['en', 'now', '1 second ago', '2 seconds ago'],
    ['de', 'jetzt', 'vor 1 Sekunde', 'vor 2 Sekunden'],
  ])('shows an item stamped after the last tick as now, then counts seconds (%s)', (locale, zero, one, two) => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 0));
    const view = render(<Times stamps={[]} locale={locale} />);
    // A new item arrives, stamped five seconds after the clock was last read (a server ahead).
    const stamp = new Date(Date.now() + 5000).toISOString();
    view.rerender(<Times stamps={[stamp]} locale={locale} />);
    expect(screen.getByRole('listitem').textContent).toBe(zero);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('listitem').textContent).toBe(one);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('listitem').textContent).toBe(two);
  });

  it('moves from seconds to minutes on its own while the view stays open', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 10, 0, 0));
    render(<Times stamps={[new Date(Date.now() - 58_000).toISOString()]} locale="en" />);
    expect(screen.getByRole('listitem').textContent).toBe('58 seconds ago');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('listitem').textContent).toBe('1 minute ago');
  });
});
