import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Spinner } from '../../src/ui/spinner.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces the spinner as a status with its label.', () => {
    render(<Spinner label="Loading notifications" />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications');
  });
});
