// What went wrong on a page (src/ui/problem.tsx): announced as an alert with its text, and nothing
// at all while there is none.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Problem } from '../../src/ui/problem.tsx';

afterEach(cleanup);

describe('Problem', () => {
  it('announces its text as an alert.', () => {
    render(<Problem text="The audit trail could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toBe('The audit trail could not be loaded.');
  });

  it('shows nothing without a text.', () => {
    const { container } = render(
      <>
        <Problem text={null} />
        <Problem text="" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
