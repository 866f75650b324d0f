// docs/architecture.md decision 14: the member dialogs open after the first screen's
// commit, not in it; once it is committed they are there at once.
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberDialogs } from '../../../src/portal/layouts/member-dialogs.tsx';
import { $firstCommitted } from '../../../src/portal/router/first-commit.ts';
import { createPortalWorld, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
  $firstCommitted.set(false);
});
afterEach(() => portal.stop());

/** Notes whether a dialog is in the page when the first commit's layout effects run. */
function FirstCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[role="dialog"]') !== null);
  }, [seen]);
  return null;
}

describe('member dialogs', () => {
  it("open after the first screen's commit, not in it (the register intro of a new member)", async () => {
    await portal.signIn({ instructions: { register_intro_closed: false } });
    const seen: boolean[] = [];
    render(
      <>
        <MemberDialogs />
        <FirstCommit seen={seen} />
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByRole('dialog', { name: 'Welcome to the club!' })).toBeVisible();
  });

  it('open at once on a screen rendered after the first commit', async () => {
    await portal.signIn({ instructions: { register_intro_closed: false } });
    $firstCommitted.set(true);
    const seen: boolean[] = [];
    render(
      <>
        <MemberDialogs />
        <FirstCommit seen={seen} />
      </>,
    );
    expect(seen).toEqual([true]);
  });
});
