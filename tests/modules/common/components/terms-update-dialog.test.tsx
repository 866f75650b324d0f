// docs/spec.md §2, §5: the terms update dialog lists each changed document (new tab, rel=noopener), gives
// two hints, keeps confirm disabled until the box is ticked, cannot be dismissed, then posts
// user/terms/agree-updates and goes away.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterGhost } from '../../../../src/core/session/session.ts';
import { $termUpdates, loadHeader } from '../../../../src/core/header/store.ts';
import { TermsUpdateDialog } from '../../../../src/modules/common/components/terms-update-dialog.tsx';
import { toTimestamp } from '../../../../server/clock.ts';
import { insertTermsDocument } from '../../../../server/auth/repository-terms.ts';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

let portal: PortalWorld;

beforeEach(async () => {
  portal = await createPortalWorld();
  const now = toTimestamp(portal.world.clock.now());
  insertTermsDocument(portal.world.db, {
    name: 'Privacy policy',
    version: 3,
    url: 'https://club.test/privacy/3',
    published_at: now,
    created_at: now,
  });
  insertTermsDocument(portal.world.db, {
    name: 'Terms of use',
    version: 2,
    url: 'https://club.test/terms/2',
    published_at: now,
    created_at: now,
  });
});
afterEach(() => portal.stop());

async function openDialog() {
  await portal.signIn();
  await loadHeader();
  render(<TermsUpdateDialog />);
  return screen.findByRole('alertdialog', { name: 'Our terms have changed' });
}

describe('terms update dialog', () => {
  it('lists each changed document with a link opening in a new tab without access to the portal window', async () => {
    const dialog = await openDialog();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Privacy policy (opens in a new tab)', 'https://club.test/privacy/3'],
      ['Terms of use (opens in a new tab)', 'https://club.test/terms/2'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
  });

  it('gives the two hints', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('Please read each changed document; it opens in a new tab.')).toBeVisible();
    expect(
      within(dialog).getByText('You can keep using the members’ area once you accept the updated versions.'),
    ).toBeVisible();
  });

  it('keeps confirm disabled until the acceptance box is ticked', async () => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read and accept the updated documents.' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(confirm.disabled).toBe(true);
  });

  it('cannot be dismissed by Escape, by clicking outside, and has no close button', async () => {
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('posts user/terms/agree-updates on confirm, removes the updates and closes', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(portal.requests).toContain('POST user/terms/agree-updates');
    expect($termUpdates.get()).toEqual([]);
    const token = portal.runtime.session.$session.get().token!.access_token;
    expect((await portal.world.call('GET', '/api/user/header', { token })).body.term_updates).toEqual([]);
  });

  it('keeps the dialog open with a message when the server refuses', async () => {
    const dialog = await openDialog();
    portal.world.db.exec('DROP TABLE terms_acceptances'); // the next write fails: 500
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We reported this error to our development team. Please try again later.',
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('is not shown while support staff act as the member (ghost mode)', async () => {
    const dialog = await openDialog();
    expect(dialog).toBeVisible();
    const { token, user } = portal.runtime.session.$session.get();
    // The same member in front (so the summary stays theirs), a staff login aside: only ghost mode differs.
    act(() => enterGhost({ access_token: token!.access_token, token_type: 'Bearer', expires_in: 3600, user: user! }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
