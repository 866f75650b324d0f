// The members a staff search found (src/ui/member-hits.tsx): named as such, each with a button
// that picks that member, worded by the kit or by the page.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, setLocale } from '../../src/core/i18n/i18n.ts';
import { MemberHits } from '../../src/ui/member-hits.tsx';
import { UI_TEXTS } from '../../src/ui/ui-texts.ts';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const HITS = [
  { id: 3, name: 'Mia Member', email: 'mia@club.test' },
  { id: 4, name: 'Max Mustermann', email: 'max@club.test' },
];

describe('MemberHits', () => {
  it('lists the members found, and picks the one whose button is pressed.', async () => {
    await loadMessages([UI_TEXTS]);
    const onPick = vi.fn();
    render(<MemberHits hits={HITS} onPick={onPick} />);
    const list = screen.getByRole('list', { name: 'Members found' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Mia Member · mia@club.test', 'Max Mustermann · max@club.test']);
    await userEvent.click(within(list).getByRole('button', { name: 'Choose Max Mustermann' }));
    expect(onPick).toHaveBeenCalledWith(HITS[1]);
  });

  it("words the button as the page asks ('Show the ledger of …').", () => {
    render(<MemberHits hits={HITS} onPick={() => {}} action={(name) => `Show the ledger of ${name}`} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show the ledger of Mia Member',
      'Show the ledger of Max Mustermann',
    ]);
  });

  it('shows nothing while no member was found.', () => {
    const { container } = render(<MemberHits hits={[]} onPick={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
