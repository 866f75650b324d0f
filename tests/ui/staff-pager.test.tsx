// The staff pages' pager (src/ui/staff-pager.tsx) speaks the kit's texts (src/ui/messages), which
// come with the texts of a module whose table is loaded through withUiTexts (src/ui/ui-texts.ts).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, registerMessages, setLocale } from '../../src/core/i18n/i18n.ts';
import { StaffPager } from '../../src/ui/staff-pager.tsx';
import { withUiTexts } from '../../src/ui/ui-texts.ts';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const STAFF_MODULE = 'staff-pager-test';
registerMessages(
  STAFF_MODULE,
  withUiTexts({
    en: async () => ({ default: { orders: 'Orders: pages' } }),
    de: async () => ({ default: { orders: 'Bestellungen: Seiten' } }),
  }),
);

const at = (current: number, last: number) => ({ current_page: current, last_page: last });

describe('StaffPager', () => {
  it("names its buttons and the position in the kit's texts, in the page's language.", async () => {
    await setLocale('en');
    await loadMessages([STAFF_MODULE]);
    render(<StaffPager page={at(2, 3)} label="Orders: pages" onPage={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Orders: pages' });
    expect([...nav.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Previous page',
      'Next page',
    ]);
    expect(nav.textContent).toContain('Page 2 of 3');
    await act(() => setLocale('de'));
    expect([...nav.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Vorherige Seite',
      'Nächste Seite',
    ]);
    expect(nav.textContent).toContain('Seite 2 von 3');
  });
});
