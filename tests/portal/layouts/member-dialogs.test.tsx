// docs/architecture.md decision 14: the member dialogs open after the first screen's commit, not in
// it; once it is committed they are there at once. docs/spec.md §3: one at a time, changed terms first.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadHeader } from '../../../src/core/header/store.ts';
import { MemberDialogs } from '../../../src/portal/layouts/member-dialogs.tsx';
import { insertTermsDocument } from '../../../server/auth/repository-terms.ts';
import { toTimestamp } from '../../../server/clock.ts';
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
    await loadHeader();
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

  it('show a new member changed terms first and the welcome only once they are accepted, never both', async () => {
    const now = toTimestamp(portal.world.clock.now());
    insertTermsDocument(portal.world.db, {
      name: 'Club rules',
      version: 2,
      url: 'https://club.test/rules/2',
      published_at: now,
      created_at: now,
    });
    await portal.signIn({ instructions: { register_intro_closed: false } });
    $firstCommitted.set(true);
    render(<MemberDialogs />);
    const terms = await screen.findByRole('alertdialog', { name: 'Our terms have changed' });
    expect(screen.queryByRole('dialog', { name: 'Welcome to the club!' })).toBeNull();
    fireEvent.click(within(terms).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(within(terms).getByRole('button', { name: 'Confirm' }));
    });
    await screen.findByRole('dialog', { name: 'Welcome to the club!' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
