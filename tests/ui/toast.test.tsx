import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../../src/ui/toast.tsx';
import { DEFAULT_TOAST_TIMEOUT, clearToasts, showToast } from '../../src/ui/toasts.ts';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Messages' });

describe('Toaster', () => {
  it('is one polite live region, present while empty, that holds every toast stacked.', () => {
    render(<Toaster label="Messages" dismissLabel="Dismiss" />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    act(() => {
      showToast({ kind: 'success', text: 'Saved' });
      showToast({ kind: 'error', text: 'Failed' });
    });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(Array.from(region().querySelectorAll('.club-toast'), (toast) => toast.textContent)).toEqual([
      'Saved',
      'Failed',
    ]);
  });

  it('styles each toast by its kind.', () => {
    render(<Toaster label="Messages" dismissLabel="Dismiss" />);
    act(() => void showToast({ kind: 'warning', text: 'Careful' }));
    expect(screen.getByText('Careful').parentElement?.className).toContain('club-toast--warning');
  });

  it('removes a toast when its dismiss button is pressed.', () => {
    render(<Toaster label="Messages" dismissLabel="Dismiss" />);
    act(() => void showToast({ kind: 'info', text: 'Bye', timeout: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('lets a toast disappear by itself after its timeout.', () => {
    vi.useFakeTimers();
    render(<Toaster label="Messages" dismissLabel="Dismiss" />);
    act(() => void showToast({ kind: 'success', text: 'Done' }));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT));
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('keeps toasts while the pointer is over them.', () => {
    vi.useFakeTimers();
    render(<Toaster label="Messages" dismissLabel="Dismiss" />);
    act(() => void showToast({ kind: 'success', text: 'Done' }));
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT * 2));
    expect(screen.getByText('Done')).toBeVisible();
  });
});
