// The staff page kit (src/ui/staff-page.tsx): a page's title is its one heading, above what the
// page shows, with the kit's stylesheet adopted; a form is sent without leaving the page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffForm, StaffPage } from '../../src/ui/staff-page.tsx';

afterEach(cleanup);

const rulesOf = (sheets: readonly CSSStyleSheet[]) =>
  sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('StaffPage', () => {
  it('heads what it shows with its title, and adopts the staff stylesheet.', () => {
    render(
      <StaffPage title="Audit trail">
        <p>No entries.</p>
      </StaffPage>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Audit trail');
    expect(heading.nextElementSibling?.textContent).toBe('No entries.');
    expect(rulesOf(document.adoptedStyleSheets)).toContain('.club-office-page');
  });
});

describe('StaffForm', () => {
  it('runs onSubmit in place of leaving the page.', () => {
    const onSubmit = vi.fn();
    render(
      <StaffForm aria-label="Find a member" onSubmit={onSubmit}>
        <button type="submit">Find</button>
      </StaffForm>,
    );
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('form', { name: 'Find a member' }), submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit.defaultPrevented).toBe(true);
  });
});
