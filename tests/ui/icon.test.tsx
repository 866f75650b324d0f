import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BellIcon, Icon, iconNames } from '../../src/ui/icon.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it('is decorative (aria-hidden) by default.', () => {
    const { container } = render(<BellIcon />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('becomes an image with an accessible name when given a label.', () => {
    render(<Icon name="error" label="Error" />);
    expect(screen.getByRole('img', { name: 'Error' })).toBeVisible();
  });

  it('draws every icon of the set the portal and the widgets name.', () => {
    const wanted = [
      'bell',
      'check',
      'close',
      'error',
      'warning',
      'info',
      'menu',
      'logout',
      'user',
      'wallet',
      'news',
      'calendar',
      'ticket',
      'help',
      'chat',
      'settings',
      'lock',
      'copy',
      'download',
      'print',
      'external-link',
      'chevron',
    ];
    expect([...iconNames].sort()).toEqual([...wanted].sort());
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
