// Which state of a list a staff page shows (src/ui/status-choice.tsx): a named group of buttons,
// the one shown pressed, another chosen by pressing it.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusChoice } from '../../src/ui/status-choice.tsx';

afterEach(cleanup);

const STATUSES = ['new', 'open', 'closed'] as const;
const NAMES = { new: 'New', open: 'Open', closed: 'Closed' };

describe('StatusChoice', () => {
  it('presses the status shown and chooses the one pressed.', async () => {
    const onChoose = vi.fn();
    render(
      <StatusChoice
        label="Tickets by status"
        statuses={STATUSES}
        shown="open"
        name={(status) => NAMES[status]}
        onChoose={onChoose}
      />,
    );
    const group = screen.getByRole('group', { name: 'Tickets by status' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['New', 'false'],
      ['Open', 'true'],
      ['Closed', 'false'],
    ]);
    await userEvent.click(buttons[2]!);
    expect(onChoose).toHaveBeenCalledWith('closed');
  });
});
