// A click on the button club-widgets.js painted before the loader arrived is not lost
// (embed/script-tag.js, embed/mount.ts, docs/architecture.md decision 6): the loader's widget takes
// its place with its popup open, and only in that first render.
import { within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../../server/notifications/notify.ts';
import { embedWorld, eventually, place, settle, type EmbedWorld } from './world.ts';

let world: EmbedWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

/**
 * The shadow root club-widgets.js paints, its popover open (a click before the loader ran). happy-dom
 * has no popovers: the painted one answers for `:popover-open` itself.
 */
function paintOpened(host: HTMLElement): void {
  const box = document.createElement('div');
  box.className = 'club-widget club-widget--first-paint';
  const popup = document.createElement('div');
  popup.setAttribute('popover', 'auto');
  popup.setAttribute('role', 'dialog');
  const matches = popup.matches.bind(popup);
  popup.matches = ((selector: string) => selector === ':popover-open' || matches(selector)) as typeof popup.matches;
  box.append(document.createElement('button'), popup);
  host.attachShadow({ mode: 'open' }).append(box);
}

/**
 * A bell on the page (signed in as the member `member` makes), painted and opened before the
 * loader's runtime defines the elements.
 */
async function openedBeforeLoader(member?: (w: EmbedWorld) => Promise<Parameters<EmbedWorld['signIn']>[0]>) {
  world = embedWorld();
  const user = member ? await member(world) : null;
  const runtime = world.start();
  if (user) world.signIn(user);
  const { host, shadow } = place('<club-notification-bell></club-notification-bell>');
  paintOpened(host);
  await runtime.ready;
  const view = () => within(shadow().querySelector<HTMLElement>('.club-widget:not(.club-widget--first-paint)')!);
  return { world, shadow, view };
}

describe('a click on the painted bell before the loader ran', () => {
  it('opens the sign-in: the loader’s prompt renders open in the painted button’s place.', async () => {
    const { shadow, view } = await openedBeforeLoader();
    // open from its first render on (a popover saying the sign-in loads until its part is here)
    expect(
      (await eventually(() => view().getByRole('button', { name: 'Notifications: sign in' }))).getAttribute(
        'aria-expanded',
      ),
    ).toBe('true');
    const dialog = await eventually(() => view().getByRole('dialog', { name: 'Notifications: sign in' }));
    const trigger = view().getByRole('button', { name: 'Notifications: sign in' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe(trigger.id);
    expect(shadow().querySelector('.club-widget--first-paint')).toBeNull();
  });

  it('opens a member’s list: the loader’s bell renders open and loads it.', async () => {
    const { view } = await openedBeforeLoader(async (w) => {
      const member = await w.server.createUser({ name: 'Ada Lovelace' });
      await notify(w.server.app.deps, member, {
        title: 'Court booked',
        description: 'Court 2',
        class: 'fa fa-calendar',
        status: 'success',
      });
      return member;
    });
    const list = await eventually(() => view().getByRole('dialog', { name: 'Notifications' }));
    await eventually(() => within(list).getByText('Court booked'));
  });

  it('opens only the first render: the member’s bell after a sign-in through that prompt is closed.', async () => {
    const { view } = await openedBeforeLoader();
    await eventually(() => view().getByRole('dialog', { name: 'Notifications: sign in' }));
    world!.signIn(await world!.server.createUser({ name: 'Ada Lovelace' }));
    const bell = await eventually(() => view().getByRole('button', { name: /^Notifications(, |$)/ }));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(view().queryByRole('dialog')).toBeNull();
  });
});
