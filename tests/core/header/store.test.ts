// The header summary store (docs/spec.md §3, §7) against the real GET user/header.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterGhost, login, logout } from '../../../src/core/session/session.ts';
import {
  $header,
  $termUpdates,
  $ticketIndicator,
  loadHeader,
  reloadHeader,
  removeTermUpdates,
  updateHeader,
} from '../../../src/core/header/store.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { insertNotification } from '../../../server/notifications/notify.ts';
import { insertTermsDocument } from '../../../server/auth/repository-terms.ts';
import { createPortalWorld, type PortalWorld } from '../../portal/support/world.ts';
// The hook that hands each loaded member to error reporting, wired as the members' layout does
// (src/portal/layouts/app-layout.tsx); imported here so the test does not depend on which files ran first.
import '../../../src/modules/common/store/error-context.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

const headerRequests = () => portal.requests.filter((r) => r === 'GET user/header').length;

function notify(userId: number, id: string) {
  const now = toTimestamp(portal.world.clock.now());
  insertNotification(portal.world.db, {
    id,
    type: 'App\\Notifications\\ClubNotification',
    notifiable_type: 'App\\Models\\User',
    notifiable_id: userId,
    data: JSON.stringify({ title: 'Hi', description: 'There', class: 'fa fa-bell', status: 'success' }),
    read_at: null,
    created_at: now,
    updated_at: now,
  });
}

describe('header summary store', () => {
  it("loads the member's summary from GET user/header", async () => {
    const { user } = await portal.signIn();
    notify(user.id, '0b7c1f0e-0000-4000-8000-000000000001');
    await loadHeader();
    expect($header.get()?.notifications.notifications).toEqual({ unread_count: 1, read_count: 0 });
    expect($header.get()?.term_updates).toEqual([]);
  });

  it('loads once per member: later and concurrent calls reuse it', async () => {
    await portal.signIn();
    await Promise.all([loadHeader(), loadHeader()]);
    await loadHeader();
    expect(headerRequests()).toBe(1);
  });

  it('fetches again on reloadHeader (after a realtime reconnect)', async () => {
    const { user } = await portal.signIn();
    await loadHeader();
    notify(user.id, '0b7c1f0e-0000-4000-8000-000000000002');
    await reloadHeader();
    expect($header.get()?.notifications.notifications.unread_count).toBe(1);
    expect(headerRequests()).toBe(2);
  });

  it('shares one request among reloads asked in the same turn (two cues on one subscription)', async () => {
    await portal.signIn();
    await loadHeader();
    await Promise.all([reloadHeader(), reloadHeader()]);
    expect(headerRequests()).toBe(2);
  });

  it('fetches once more after a load on its way when a reload is asked later: its answer may predate the cue', async () => {
    const { user } = await portal.signIn();
    const first = loadHeader();
    await Promise.resolve();
    notify(user.id, '0b7c1f0e-0000-4000-8000-000000000003');
    const reloaded = await reloadHeader();
    await first;
    expect(headerRequests()).toBe(2);
    expect(reloaded?.notifications.notifications.unread_count).toBe(1);
    expect($header.get()?.notifications.notifications.unread_count).toBe(1);
  });

  it('answers nothing and asks nothing when nobody is signed in', async () => {
    expect(await loadHeader()).toBeNull();
    expect(headerRequests()).toBe(0);
  });

  it("forgets the summary at logout and never shows one member's summary to another", async () => {
    const { auth } = await portal.signIn();
    await loadHeader();
    logout();
    expect($header.get()).toBeNull();
    login(auth);
    expect($header.get()).not.toBeNull(); // the same member again: still theirs
    const other = await portal.createMember({ email: 'other@club.test' });
    const token = portal.world.tokenFor(other);
    const me = await portal.runtime.api.raw<any>('GET', 'user', { token });
    enterGhost({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me.data });
    expect($header.get()).toBeNull();
  });

  it('lists the terms updates and removes them once accepted', async () => {
    const now = toTimestamp(portal.world.clock.now());
    insertTermsDocument(portal.world.db, {
      name: 'Terms of use',
      version: 2,
      url: 'https://club.test/terms/2',
      published_at: now,
      created_at: now,
    });
    await portal.signIn();
    await loadHeader();
    expect($termUpdates.get()).toEqual([{ name: 'Terms of use', url: 'https://club.test/terms/2' }]);
    removeTermUpdates();
    expect($termUpdates.get()).toEqual([]);
  });

  it('lets other stores change the loaded counts (a live notification)', async () => {
    await portal.signIn();
    await loadHeader();
    updateHeader((h) => ({
      ...h,
      notifications: { ...h.notifications, notifications: { ...h.notifications.notifications, unread_count: 5 } },
    }));
    expect($header.get()?.notifications.notifications.unread_count).toBe(5);
  });

  it('offers the ticket indicator only with tickets in the summary and an unread count above zero', async () => {
    await portal.signIn();
    await loadHeader();
    expect($ticketIndicator.get()).toBeNull();
    const withTickets = (unread_count: number, unread_ticket_id: number | null) =>
      updateHeader((h) => ({
        ...h,
        notifications: { ...h.notifications, tickets: { unread_count, unread_ticket_id } },
      }));
    withTickets(0, null);
    expect($ticketIndicator.get()).toBeNull();
    withTickets(2, 9);
    expect($ticketIndicator.get()).toEqual({ count: 2, ticketId: 9 });
  });
});
