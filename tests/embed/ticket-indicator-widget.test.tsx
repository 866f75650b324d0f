// <club-ticket-indicator> (src/modules/support/widget.tsx): the support module's own indicator in
// a widget, against the REAL server in-process. docs/spec.md §2 top bar rule: the number of tickets with an
// unread staff answer, linking to that ticket in the portal; nothing at all (no space taken) at
// zero or with tickets off; the prompt for a signed-out visitor.
import { afterEach, describe, expect, it } from 'vitest';
import { memberWidgetsWorld, type MemberWidgetsWorld } from './member-widgets-world.ts';
import { eventually, settle } from './world.ts';

let world: MemberWidgetsWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

const ticketId = (subject: string) =>
  (world!.server.db.prepare('SELECT id FROM support_tickets WHERE subject = ?').get(subject) as { id: number }).id;
const headerAsked = () => world!.requests.some((r) => r.url.endsWith('/api/user/header'));

describe('<club-ticket-indicator>', () => {
  it('shows the number of tickets with an unread answer, linking to that ticket in the portal', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { view } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    const link = await eventually(() => view().getByRole('link', { name: 'Unread ticket answers: 1' }));
    expect(link.getAttribute('href')).toBe(
      `http://club.test/support/ticket/${ticketId('Summer meetup: bringing a guest')}`,
    );
    expect(link.textContent).toContain('1');
  });

  it('renders nothing, taking no space, when no answer is unread', async () => {
    world = await memberWidgetsWorld();
    await world.server.call('GET', `/api/support/tickets/${ticketId('Summer meetup: bringing a guest')}`, {
      token: world.server.tokenFor(world.member),
    });
    world.signInMember();
    const { shadow } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    await eventually(() => expect(headerAsked()).toBe(true));
    await settle();
    expect(shadow().querySelector('.club-widget')!.childNodes).toHaveLength(0);
  });

  it('renders nothing when the club has tickets switched off (docs/spec.md §6)', async () => {
    world = await memberWidgetsWorld({ env: { FEATURE_TICKETS: 'false' } });
    world.signInMember();
    const { shadow } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    await eventually(() => expect(headerAsked()).toBe(true));
    await settle();
    expect(shadow().querySelector('.club-widget')!.childNodes).toHaveLength(0);
  });

  it('names the count in German with data-locale="de"', async () => {
    world = await memberWidgetsWorld({ locale: 'de' });
    world.signInMember();
    const { view } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    await eventually(() =>
      expect(view().getByRole('link', { name: /1/ }).getAttribute('aria-label')).not.toMatch(/Unread|ticket answers/),
    );
  });

  it('shows a signed-out visitor the compact prompt and asks the server nothing', async () => {
    world = await memberWidgetsWorld();
    const { view } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    await eventually(() => view().getByRole('button', { name: 'Support tickets: sign in' }));
    expect(headerAsked()).toBe(false);
  });
});
