// The counter in the staff area (Club:Counter, docs/spec.md §12 "Counter") against the real server:
// the member found by number, their summary, a handover of a released batch with the photo ID seen,
// and a refusal beyond the day limit that names what is left, in English and German.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, setLocale } from '../../../src/core/i18n/i18n.ts';
import { findBatch } from '../../../server/modules/growing/repository-batches.ts';
import { clubCounterModule } from '../../../src/modules/club-counter/index.ts';
import CounterPage from '../../../src/modules/club-counter/pages/counter-page.tsx';
import { counterWorld } from '../../server/modules/growing/counter-world.ts';
import { signedInClient } from '../../support/client-world.tsx';

let teardown: (() => void) | null = null;
afterEach(() => {
  cleanup();
  teardown?.();
  teardown = null;
});

async function atTheCounter(language: 'en' | 'de') {
  const world = await counterWorld();
  const lot = world.batch(world.strain.id, 100);
  const counter = await world.staff('counter');
  const mia = await world.member('1990-01-01', 100_000, { name: 'Mia Member' });
  const client = await signedInClient(world.w, counter.token, clubCounterModule);
  teardown = client.teardown;
  if (language === 'de') {
    await setLocale('de');
    await loadMessages([clubCounterModule.id]);
  }
  const user = userEvent.setup();
  client.renderAt('/club/counter', <CounterPage />);
  return { ...world, lot, mia, user, number: `M-${String(mia.number).padStart(5, '0')}` };
}

describe('the counter screen', () => {
  it('finds the member by number, hands over 5 g of a released batch with the photo ID seen, and says so', async () => {
    const { w, lot, user, number } = await atTheCounter('en');
    await user.type(screen.getByRole('searchbox', { name: 'Membership number' }), number);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const summary = await screen.findByRole('region', { name: 'Member' });
    const facts = () =>
      within(summary)
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(facts()).toEqual([
      `Mia Member · ${number}`,
      'active',
      '21 or older',
      '25 g',
      '50 g',
      '€1,000.00',
      'No reservation today.',
    ]);

    const form = screen.getByRole('region', { name: 'Hand over' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Batch' }), String(lot.id));
    await user.type(within(form).getByRole('textbox', { name: /Grams/ }), '5');
    await user.click(within(form).getByRole('checkbox', { name: /official photo ID/ }));
    await user.click(within(form).getByRole('button', { name: 'Hand over' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      `Handed over 5 g of Lemon Haze from batch ${lot.label}.`,
    );
    expect(findBatch(w.db, lot.id)!.stock_mg).toBe(95_000);
    await within(summary).findByText('20 g');
    expect(facts().slice(3, 6)).toEqual(['20 g', '45 g', '€950.00']);
  });

  it('shows the refusal beyond the day limit with the grams left, in German', async () => {
    const { lot, user, number } = await atTheCounter('de');
    await user.type(screen.getByRole('searchbox', { name: 'Mitgliedsnummer' }), number);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const form = await screen.findByRole('region', { name: 'Abgeben' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Charge' }), String(lot.id));
    await user.type(within(form).getByRole('textbox', { name: /Gramm/ }), '26');
    await user.click(within(form).getByRole('checkbox', { name: /Lichtbildausweis/ }));
    await user.click(within(form).getByRole('button', { name: 'Abgeben' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Das ist mehr als die 25 g pro Tag, die das Gesetz erlaubt: an diesem Tag sind noch 25 g übrig.',
    );
  });
});
