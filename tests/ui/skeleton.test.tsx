import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Skeleton } from '../../src/ui/skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('hides skeleton lines from assistive technology and renders one line per requested line.', () => {
    render(<Skeleton lines={3} />);
    const skeleton = document.querySelector('.club-skeleton')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('.club-skeleton__line')).toHaveLength(3);
  });
});
