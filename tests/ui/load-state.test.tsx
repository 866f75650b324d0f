import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/core/api/errors.ts';
import type { Remote } from '../../src/core/resource/resource.ts';
import { Failed, LoadStateView, Loading, type LoadStateTexts } from '../../src/ui/load-state.tsx';

afterEach(cleanup);

const texts: LoadStateTexts = {
  loading: 'Loading orders',
  notFound: 'No such order.',
  failed: (error) => `Could not load this: ${(error as Error).message}`,
  retry: 'Try again',
};

function view(state: Remote<string>, onRetry = () => {}) {
  return render(
    <LoadStateView state={state} texts={texts} onRetry={onRetry}>
      {(data) => <p>Data: {data}</p>}
    </LoadStateView>,
  );
}

describe('LoadStateView', () => {
  it('announces the loading text while there is no data yet.', () => {
    view({ status: 'loading', data: null, error: null });
    expect(screen.getByRole('status').textContent).toBe('Loading orders');
  });

  it('shows the data once there.', () => {
    view({ status: 'ready', data: 'A-1', error: null });
    expect(screen.getByText('Data: A-1')).toBeVisible();
  });

  it('keeps showing the data while the next load runs.', () => {
    view({ status: 'loading', data: 'A-1', error: null });
    expect(screen.getByText('Data: A-1')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows only the not-found text when the server answered 404.', () => {
    view({ status: 'failed', data: null, error: new ApiError(404) });
    expect(screen.getByRole('alert').textContent).toBe('No such order.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the failure with a retry when a first load failed.', async () => {
    const onRetry = vi.fn();
    view({ status: 'failed', data: null, error: new ApiError(500, {}, 'Server Error') }, onRetry);
    expect(screen.getByRole('alert').textContent).toBe('Could not load this: Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the failure above the data shown when a reload failed.', () => {
    view({ status: 'failed', data: 'A-1', error: new ApiError(500, {}, 'Server Error') });
    expect(screen.getByRole('alert').textContent).toBe('Could not load this: Server Error');
    expect(screen.getByText('Data: A-1')).toBeVisible();
  });
});

describe('Loading', () => {
  it('announces its label through a status.', () => {
    render(<Loading label="Loading tickets" />);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets');
  });
});

describe('Failed', () => {
  it('is an alert with the text.', () => {
    render(<Failed text="Tickets could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toBe('Tickets could not be loaded.');
  });

  it('offers a retry button with the retry text when onRetry is given.', async () => {
    const onRetry = vi.fn();
    render(<Failed text="Tickets could not be loaded." retry="Try again" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry without onRetry.', () => {
    render(<Failed text="No such ticket." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
