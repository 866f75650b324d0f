// The club office's pages against the real server (docs/spec.md §10): the staff dashboard shows the
// parts the staff member's permissions cover; the board grants and revokes roles; the audit trail
// lists and checks the entries.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { rolesOf } from '../../../server/auth/repository-users.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { sql } from '../../../server/db/open.ts';
import { createDepositOrder } from '../../../server/modules/wallet/money-repository.ts';
import AuditPage from '../../../src/modules/club-office/pages/audit-page.tsx';
import DashboardPage from '../../../src/modules/club-office/pages/dashboard-page.tsx';
import StaffPage from '../../../src/modules/club-office/pages/staff-page.tsx';
import { officeWorld, type OfficeWorld } from './world.tsx';

let world: OfficeWorld | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  await setLocale('en');
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the staff dashboard', () => {
  it('shows the board every part, with the unpaid orders it counts.', async () => {
    world = await officeWorld('board');
    createDepositOrder(world.server.db, {
      userId: world.member.id,
      amountCents: 2_500,
      expiryDays: 14,
      now: world.server.clock.now(),
      toTimestamp,
    });
    world.renderAt('/club', <DashboardPage />);
    const orders = await screen.findByRole('region', { name: 'Unpaid orders' });
    expect(within(orders).getByText('€25.00 outstanding').tagName).toBe('P');
    expect(within(orders).getByText(/Mia Member/).textContent).toMatch(/^ORD-2026-\d{6} · Mia Member$/);
    expect(headings().sort()).toEqual(
      ['New support tickets', 'Pending withdrawals', "Today's pickups", 'Unpaid orders', 'Upcoming events'].sort(),
    );
  });

  it('shows a treasurer only the money parts, in German when the member reads German.', async () => {
    world = await officeWorld('treasurer');
    await setLocale('de');
    world.renderAt('/club', <DashboardPage />);
    await screen.findByRole('heading', { level: 1, name: 'Vereinsübersicht' });
    await screen.findByRole('region', { name: 'Offene Bestellungen' });
    expect(headings().sort()).toEqual(['Offene Auszahlungen', 'Offene Bestellungen']);
  });
});

describe('staff and roles', () => {
  it('grants a searched member a role and takes it away again.', async () => {
    world = await officeWorld('board');
    const user = userEvent.setup();
    world.renderAt('/club/staff', <StaffPage />);
    await user.type(await screen.findByRole('searchbox', { name: 'Member' }), 'mia');
    await user.click(await screen.findByRole('button', { name: 'Choose Mia Member' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    const revoke = await screen.findByRole('button', { name: 'Take the role Editor away from Mia Member' });
    expect(rolesOf(world.server.db, world.member.id)).toEqual(['editor']);
    await user.click(revoke);
    await waitFor(() => expect(rolesOf(world!.server.db, world!.member.id)).toEqual([]));
  });

  it("says why the last board member's role stays.", async () => {
    world = await officeWorld('board');
    const user = userEvent.setup();
    world.renderAt('/club/staff', <StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Take the role Board away from Bea Board' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The club needs at least one board member.');
  });
});

describe('the audit trail', () => {
  it('lists who changed what, and reports a changed entry when checked.', async () => {
    world = await officeWorld('board');
    const user = userEvent.setup();
    world.renderAt('/club/audit', <AuditPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('role.granted')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Check the audit trail' }));
    expect((await screen.findByRole('status')).textContent).toBe('The audit trail is intact (2 entries).');
    world.server.db.exec('DROP TRIGGER audit_log_no_update');
    sql(world.server.db, "UPDATE audit_log SET actor = 'x' WHERE id = 1").run();
    await user.click(screen.getByRole('button', { name: 'Check the audit trail' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Entry 1 was changed after it was written.'),
    );
  });
});
