// /routes lists the routes available to this member, from the registry.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/portal/app.tsx';
import { testRegistry } from '../support/modules.tsx';
import { createPortalWorld, visit, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

async function listedPaths(registry = testRegistry()) {
  visit('/routes');
  render(<App registry={registry} />);
  await screen.findByRole('heading', { level: 1, name: 'Available pages' });
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => row.querySelector('code')!.textContent);
}

describe('routes page', () => {
  it('lists the available routes, without guest screens, unavailable routes or routes needing a missing permission', async () => {
    await portal.signIn();
    const paths = await listedPaths();
    expect(paths).toContain('/dashboard');
    expect(paths).toContain('/financial');
    expect(paths).toContain('/lock');
    expect(paths).not.toContain('/login'); // guest screen
    expect(paths).not.toContain('/financial/action/make-deposit'); // needs the growing module
    expect(paths).not.toContain('/enter-ghost-mode'); // needs the ghost-mode permission
  });

  it('lists /enter-ghost-mode for staff with the ghost-mode permission', async () => {
    await portal.signIn({ permissions: ['ghost-mode'] });
    expect(await listedPaths()).toContain('/enter-ghost-mode');
  });

  it('lists Dashboard only while the Wallet module is loaded', async () => {
    await portal.signIn();
    expect(await listedPaths(testRegistry([], ['wallet']))).not.toContain('/dashboard');
  });

  it('links the pages that need no parameters', async () => {
    await portal.signIn();
    await listedPaths();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Routes' }).getAttribute('href')).toBe('/routes');
    expect(within(table).getByText('Settings').closest('a')).toBeNull(); // /settings/:page?
  });
});
