// The FAQ page (Support:FAQ, alias /faq, child {category}) against the real server.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { invalidateAllFetchers } from '../../../src/core/resource/resource.ts';
import FaqPage from '../../../src/modules/support/pages/faq-page.tsx';
import { supportWorld, type SupportWorld } from './world.tsx';

let world: SupportWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const page = (
  <>
    <Route path="/support/faq/:category?">{(params) => <FaqPage params={params} />}</Route>
    <Route path="/faq/:category?">{(params) => <FaqPage params={params} />}</Route>
  </>
);

describe('FAQ page', () => {
  it('shows every topic with its questions', async () => {
    world = await supportWorld();
    world.renderAt('/support/faq', page);
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Membership', '/support/faq/membership'],
      ['Wallet and payments', '/support/faq/wallet'],
      ['Events and appointments', '/support/faq/events'],
      ['Account and security', '/support/faq/account'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Membership',
      'Wallet and payments',
      'Events and appointments',
      'Account and security',
    ]);
    expect(screen.getByText('How do I become a member?')).toBeVisible();
    // the FAQ's own request, beside the header summary the support nav shows tickets by
    expect(world.requests.filter((r) => r.startsWith('GET /api/support/'))).toEqual(['GET /api/support/faq']);
  });

  it('opens an answer when its question is chosen', async () => {
    world = await supportWorld();
    world.renderAt('/support/faq', page);
    const question = await screen.findByText('When are withdrawals paid out?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/paid out within five working days/)).toBeVisible();
  });

  it("shows one topic's questions under support/faq/{category}", async () => {
    world = await supportWorld();
    world.renderAt('/support/faq/wallet', page);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Wallet and payments');
    expect(screen.getByText('How do I top up my wallet?')).toBeVisible();
    expect(screen.queryByText('How do I become a member?')).toBeNull();
    expect(screen.getByRole('link', { name: 'All topics' }).getAttribute('href')).toBe('/support/faq');
    // the FAQ's own request, beside the header summary the support nav shows tickets by
    expect(world.requests.filter((r) => r.startsWith('GET /api/support/'))).toEqual(['GET /api/support/faq/wallet']);
  });

  it('keeps answers as text, one paragraph per blank-line block', async () => {
    world = await supportWorld();
    world.renderAt('/support/faq/wallet', page);
    const answer = (await screen.findByText('How do I top up my wallet?'))
      .closest('details')!
      .querySelector('.support-faq__answer')!;
    expect([...answer.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Open Wallet, choose "Deposit" and follow the bank details shown for your order.',
      'Deposits are booked once the transfer arrives, usually within two working days.',
    ]);
  });

  it('serves the same page under the /faq alias', async () => {
    world = await supportWorld();
    world.renderAt('/faq/events', page);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Events and appointments');
  });

  it('says so for an unknown topic', async () => {
    world = await supportWorld();
    world.renderAt('/support/faq/nope', page);
    expect((await screen.findByRole('alert')).textContent).toContain('This help topic does not exist.');
  });

  it('says so when there are no topics', async () => {
    world = await supportWorld({ seed: false });
    world.renderAt('/support/faq', page);
    expect(await screen.findByText('There are no help topics yet.')).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    world = await supportWorld();
    world.setOffline(true);
    world.renderAt('/support/faq', page);
    expect((await screen.findByRole('alert')).textContent).toContain('The help topics could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How do I become a member?')).toBeVisible();
  });

  it('links to the contact topics and, only when tickets are on, to the tickets', async () => {
    world = await supportWorld();
    await world.loadHeader();
    world.renderAt('/support/faq', page);
    const nav = screen.getByRole('navigation', { name: 'Help sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/support/faq', '/support/contact/categories', '/support/tickets']);
    world.teardown();
    cleanup();
    world = await supportWorld({ tickets: false });
    await world.loadHeader();
    world.renderAt('/support/faq', page);
    expect(
      within(screen.getByRole('navigation', { name: 'Help sections' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/support/faq', '/support/contact/categories']);
  });
});

describe('FAQ page in the reader language (docs/spec.md §4)', () => {
  it('shows the club FAQ in German to a German reader, and in English again after a switch', async () => {
    world = await supportWorld();
    await setLocale('de');
    world.renderAt('/support/faq', page);
    expect(await screen.findByText('Wie werde ich Mitglied?')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Mitgliedschaft',
      'Guthaben und Zahlungen',
      'Veranstaltungen und Termine',
      'Konto und Sicherheit',
    ]);
    await setLocale('en');
    // the portal's runtime refetches shown data on a switch (src/portal/runtime.ts)
    invalidateAllFetchers();
    expect(await screen.findByText('How do I become a member?')).toBeVisible();
  });
});
