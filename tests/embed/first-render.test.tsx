// A widget renders once what it shows first is here (embed/view.tsx prepare, embed/mount.ts): its
// first render is the member's widget itself, not a loading placeholder replaced a moment later.
import { afterEach, describe, expect, it } from 'vitest';
import { memberWidgetsWorld, type MemberWidgetsWorld } from './member-widgets-world.ts';
import { eventually, settle } from './world.ts';

let world: MemberWidgetsWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

describe('a widget’s first render', () => {
  it('is the signed-in member’s widget, with no loading placeholder before it', async () => {
    world = await memberWidgetsWorld();
    world.signInMember();
    const { shadow, view } = world.widget('<club-ticket-indicator></club-ticket-indicator>');
    const added: string[] = [];
    const container = await eventually(() => shadow().querySelector<HTMLElement>('.club-widget')!);
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => added.push((node as Element).className ?? node.nodeName));
    }).observe(container, { childList: true, subtree: true });
    await eventually(() => view().getByRole('link', { name: 'Unread ticket answers: 1' }));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((name) => String(name).includes('club-widget__loading'))).toEqual([]);
  });
});
