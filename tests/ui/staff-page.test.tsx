// A staff page (src/ui/staff-page.tsx StaffPage): its title is the page's one heading, above what
// the page shows, and the staff kit's stylesheet is adopted into the document.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffPage } from '../../src/ui/staff-page.tsx';

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
