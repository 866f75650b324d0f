import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, type PagerTexts } from '../../src/ui/pager.tsx';

afterEach(cleanup);

const texts: PagerTexts = {
  label: 'Orders: pages',
  previous: 'Previous',
  next: 'Next',
  position: (page, last) => `Page ${page} of ${last}`,
};
const at = (current: number, last: number) => ({ current_page: current, last_page: last });

describe('Pager', () => {
  it('renders nothing for a list of one page.', () => {
    const { container } = render(<Pager page={at(1, 1)} texts={texts} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a navigation named by its label, showing the position text.', () => {
    render(<Pager page={at(2, 3)} texts={texts} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Orders: pages' }).textContent).toContain('Page 2 of 3');
  });

  it('asks for the previous page.', async () => {
    const onPage = vi.fn();
    render(<Pager page={at(2, 3)} texts={texts} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('asks for the next page.', async () => {
    const onPage = vi.fn();
    render(<Pager page={at(2, 3)} texts={texts} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('disables Previous on the first page.', () => {
    render(<Pager page={at(1, 3)} texts={texts} onPage={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Next on the last page.', () => {
    render(<Pager page={at(3, 3)} texts={texts} onPage={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables both buttons while busy.', () => {
    render(<Pager page={at(2, 3)} texts={texts} busy onPage={() => {}} />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
