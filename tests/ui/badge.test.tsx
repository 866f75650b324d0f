import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Badge, badgeText } from '../../src/ui/badge.tsx';

afterEach(cleanup);

describe('Badge', () => {
  it('renders nothing when the count is 0.', () => {
    const { container } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the count when it is at most the maximum.', () => {
    render(<Badge count={99} />);
    expect(document.querySelector('.club-badge')?.textContent).toBe('99');
  });

  it('caps the count at the maximum as "99+".', () => {
    render(<Badge count={150} />);
    expect(document.querySelector('.club-badge')?.textContent).toBe('99+');
    expect(badgeText(10, 9)).toBe('9+');
  });

  it('is hidden from assistive technology unless given a label, which is then read instead of the number.', () => {
    const { rerender } = render(<Badge count={3} />);
    expect(document.querySelector('.club-badge')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Badge count={3} label="3 unread" />);
    expect(document.querySelector('.club-badge')?.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByText('3 unread').className).toBe('club-visually-hidden');
  });

  it('carries its colour variant as a class.', () => {
    render(<Badge count={1} tone="success" />);
    expect(document.querySelector('.club-badge')?.className).toContain('club-badge--success');
  });
});
