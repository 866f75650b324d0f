// The dashboard (docs/spec.md §2): greeting with the member's first name, then the cards the loaded
// modules contribute; the common module's unread counts come from the real header summary.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { defineModule } from '../../../src/core/modules.ts';
import { App } from '../../../src/portal/app.tsx';
import Dashboard from '../../../src/portal/pages/dashboard.tsx';
import { RegistryContext } from '../../../src/portal/registry-context.ts';
import { $firstCommitted } from '../../../src/portal/router/first-commit.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { insertNotification } from '../../../server/notifications/notify.ts';
import { page, testRegistry } from '../support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  // Chat off: the unread card must show only what the server's summary carries.
  portal = await createPortalWorld({ env: { FEATURE_CHAT: 'false' } });
});
afterEach(() => portal.stop());

async function renderDashboard(registry = testRegistry(), greeting = 'Hello, Mia!') {
  visit('/dashboard');
  render(<App registry={registry} />);
  await screen.findByRole('heading', { level: 1, name: greeting });
  return document.querySelector<HTMLElement>('.club-dashboard__cards')!;
}

function unreadNotifications(userId: number, count: number) {
  const now = toTimestamp(portal.world.clock.now());
  for (let i = 0; i < count; i++) {
    insertNotification(portal.world.db, {
      id: `6f1d2c3b-0000-4000-8000-00000000000${i}`,
      type: 'App\\Notifications\\ClubNotification',
      notifiable_type: 'App\\Models\\User',
      notifiable_id: userId,
      data: JSON.stringify({ title: 'T', description: 'D', class: 'fa fa-bell', status: 'info' }),
      read_at: null,
      created_at: now,
      updated_at: now,
    });
  }
}

describe('dashboard', () => {
  it('greets the member by the first name of their address', async () => {
    await portal.signIn({ name: 'mia_m', firstname: 'Mia', lastname: 'Muster' });
    await renderDashboard();
  });

  it('asks a member whose address is not confirmed to confirm it, with the way to a new link', async () => {
    await portal.signIn({ email: 'unconfirmed@club.test', email_verified_at: null });
    await renderDashboard();
    const link = screen.getByRole('link', { name: 'No mail? Send the link again' });
    expect(link.parentElement!.textContent).toBe(
      'Please confirm your email address unconfirmed@club.test with the link we mailed you. No mail? Send the link again',
    );
    expect(link.getAttribute('href')).toBe('/settings/account');
  });

  it('says nothing about the address once it is confirmed', async () => {
    await portal.signIn();
    await renderDashboard();
    expect(screen.queryByText(/Please confirm your email address/)).toBeNull();
  });

  it('greets in German for German readers', async () => {
    await portal.signIn();
    await act(() => setLocale('de'));
    await renderDashboard(testRegistry(), 'Hallo, Mia!');
  });

  it('shows the cards of the loaded modules in their order (wallet balance before unread counts)', async () => {
    await portal.signIn();
    const cards = await renderDashboard();
    await within(cards).findByRole('heading', { name: 'Wallet balance card' });
    await within(cards).findByRole('heading', { name: 'Unread' });
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Wallet balance card', 'Unread']);
  });

  it('shows the unread notification count from the header summary, formatted for the language', async () => {
    const { user } = await portal.signIn();
    unreadNotifications(user.id, 3);
    const cards = await renderDashboard();
    const unread = (await within(cards).findByRole('heading', { name: 'Unread' })).closest('section')!;
    expect(await within(unread).findByText('3')).toBeVisible();
    expect(within(unread).getByText('Notifications')).toBeVisible();
    expect(within(unread).queryByText('Chat messages')).toBeNull(); // the server sent no chat counts
  });

  it('keeps the other cards when one card fails', async () => {
    await portal.signIn();
    const Broken = () => {
      throw new Error('card broke');
    };
    const broken = defineModule({
      id: 'broken',
      routes: [],
      dashboard: [{ id: 'broken', load: async () => ({ default: Broken }), order: 1 }],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cards = await renderDashboard(testRegistry([broken]));
    expect(await within(cards).findByText('This card could not be loaded.')).toBeVisible();
    expect(await within(cards).findByRole('heading', { name: 'Wallet balance card' })).toBeVisible();
    quiet.mockRestore();
  });

  it('holds a loading card in a card-shaped placeholder at the height its module declares (no layout shift)', async () => {
    await portal.signIn();
    const slow = defineModule({
      id: 'slow',
      routes: [],
      // never arrives: the placeholder stays
      dashboard: [{ id: 'slow', load: () => new Promise(() => {}), order: 1, reserve: 'xl' }],
    });
    const cards = await renderDashboard(testRegistry([slow]));
    const slot = cards.querySelector('.club-dashboard__card')!;
    expect(slot.classList.contains('club-dashboard__card--reserve-xl')).toBe(true);
    expect(slot.querySelector('.club-card.club-dashboard__placeholder .club-skeleton')).toBeVisible();
    // the common module's unread card declares its own, smaller reserve
    await within(cards).findByRole('heading', { name: 'Unread' });
    expect(
      within(cards)
        .getByRole('heading', { name: 'Unread' })
        .closest('.club-dashboard__card')!
        .classList.contains('club-dashboard__card--reserve-xs'),
    ).toBe(true);
  });

  it("renders the heading and every card's frame before any card's code is asked for (the cards load after the first commit)", async () => {
    await portal.signIn();
    $firstCommitted.set(false);
    const shownWhenAsked: boolean[] = [];
    const counted = defineModule({
      id: 'counted',
      routes: [],
      dashboard: [
        {
          id: 'counted',
          load: () => {
            shownWhenAsked.push(
              Boolean(document.querySelector('h1')) && document.querySelectorAll('.club-dashboard__card').length > 1,
            );
            return page('Counted card')();
          },
        },
      ],
    });
    render(
      <RegistryContext.Provider value={testRegistry([counted])}>
        <Dashboard />
      </RegistryContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Counted card' })).toBeVisible();
    expect(shownWhenAsked).toEqual([true]);
  });

  it('shows a card once the module it requires is loaded', async () => {
    await portal.signIn();
    const appointments = defineModule({
      id: 'appointment',
      routes: [],
      dashboard: [{ id: 'next', load: page('Next appointment'), requires: ['growing'] }],
    });
    let cards = await renderDashboard(testRegistry([appointments]));
    await within(cards).findByRole('heading', { name: 'Unread' });
    expect(within(cards).queryByRole('heading', { name: 'Next appointment' })).toBeNull();
    portal.stop();
    portal = await createPortalWorld();
    await portal.signIn();
    cards = await renderDashboard(testRegistry([appointments, defineModule({ id: 'growing', routes: [] })]));
    expect(await within(cards).findByRole('heading', { name: 'Next appointment' })).toBeVisible();
  });
});
