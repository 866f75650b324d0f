// The membership card page against the real server (docs/spec.md §12 "Membership card"): the demo
// member's signed card with its number, age band and validity; a member without an active membership
// is told there is none.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { membershipModule } from '../../../src/modules/membership/index.ts';
import CardPage from '../../../src/modules/membership/pages/card-page.tsx';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { DEMO_EMAIL } from '../../../server/db/demo-accounts.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { createWorld } from '../../server/helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';

async function demoWorld(email = DEMO_EMAIL) {
  const server = createWorld();
  await seedDatabase(server.app.deps);
  const member = findUserByEmail(server.db, email) ?? (await server.createUser({ email }));
  return { server, ...(await signedInClient(server, server.tokenFor(member), membershipModule)) };
}

let world: Awaited<ReturnType<typeof demoWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

describe('the membership card page', () => {
  it('shows the signed card: its code, number, age group and validity', async () => {
    world = await demoWorld();
    world.renderAt('/card', <CardPage />);
    const code = await screen.findByText(/^MC1\./);
    expect(code.textContent).toMatch(/^MC1\.[\w-]+\.[\w-]+$/);
    expect(screen.getByRole('img', { name: /^QR code of membership M-\d{5}$/ })).toBeVisible();
    expect(screen.getByText(/^M-\d{5}$/)).toBeVisible();
    expect(screen.getByText('Valid until')).toBeVisible();
    expect(screen.queryByText(/^Offline:/)).toBeNull();
  });

  it('says so when the account is no membership of the club', async () => {
    world = await demoWorld('new.member@club.test');
    world.renderAt('/card', <CardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not a member of the club yet, so there is no card.',
    );
  });

  it('speaks German', async () => {
    world = await demoWorld();
    await setLocale('de');
    world.renderAt('/card', <CardPage />);
    expect(await screen.findByRole('heading', { name: 'Mitgliedsausweis', level: 1 })).toBeVisible();
    expect(await screen.findByText('Mitgliedsnummer')).toBeVisible();
  });
});
