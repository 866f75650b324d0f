import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Skeleton, Spinner } from '../../src/ui/spinner.tsx';

afterEach(cleanup);

describe('Spinner and Skeleton', () => {
  it('announces the spinner as a status with its label.', () => {
    render(<Spinner label="Loading notifications" />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications');
  });

  it('hides skeleton lines from assistive technology and renders one line per requested line.', () => {
    render(<Skeleton lines={3} />);
    const skeleton = document.querySelector('.club-skeleton')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('.club-skeleton__line')).toHaveLength(3);
  });
});
