// The guest card layout: guest and public screens in one centred card, with the club name and a
// language switch usable before login.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $locale } from '../../../src/core/i18n/i18n.ts';
import { $session } from '../../../src/core/session/session.ts';
import { App } from '../../../src/portal/app.tsx';
import { testRegistry } from '../support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld({ env: { APP_NAME: 'Hanf Club Berlin' } });
  await portal.runtime.loadClientConfig();
});
afterEach(() => portal.stop());

async function renderAt(path: string, heading: string) {
  visit(path);
  render(<App registry={testRegistry()} />);
  await screen.findByRole('heading', { level: 1, name: heading });
}

describe('card layout', () => {
  it('shows guest screens in the card with the club name, without sidebar or top bar', async () => {
    await renderAt('/login', 'Login page');
    const card = screen.getByRole('main');
    expect(card.classList.contains('club-card-layout__card')).toBe(true);
    expect(within(card).getByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(screen.getByText('Hanf Club Berlin')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('offers the language switch, which changes the language and saves it in the session', async () => {
    await renderAt('/maintenance', 'Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Language EN (English)' }));
    // the menu loads with the press that opens it, then shows open
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Wartung' });
    expect($locale.get()).toBe('de');
    expect($session.get().language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toBe('Wartung · Hanf Club Berlin'));
  });

  it('shows the public status pages in the card: Notfound, Error500 and Maintenance', async () => {
    await renderAt('/notfound', 'Page not found');
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/login');
    portal.stop();
    portal = await createPortalWorld();
    await renderAt('/error500', 'Something went wrong');
    expect(screen.getByText('We reported this error to our development team. Please try again later.')).toBeVisible();
    portal.stop();
    portal = await createPortalWorld();
    await renderAt('/maintenance', 'Maintenance');
    expect(screen.getByText('Maintenance Mode active. Please try again later.')).toBeVisible();
  });
});
