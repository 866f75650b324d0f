// The public referral link r/:ref_hash (docs/spec.md §2): it keeps the sponsor's hash and opens Register.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import ReferralPage from '../../../src/modules/affiliate/pages/referral.tsx';
import { createClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage } from '../account/harness.tsx';

afterEach(cleanupAccount);

describe('Referral link', () => {
  it('takes the hash from the params the portal hands in (it routes outside any <Route>).', async () => {
    const page = await renderPage('/r', () => <ReferralPage params={{ ref_hash: 'demo2026' }} />, '/r');
    await waitFor(() => expect(page.location()).toBe('/register/demo2026'));
  });

  it('opens Register with the hash of the link, replacing the link in the history.', async () => {
    const page = await renderPage('/r/:ref_hash', ReferralPage, '/r/demo2026');
    await waitFor(() => expect(page.location()).toBe('/register/demo2026'));
    expect(page.history).toEqual(['/register/demo2026']);
  });

  it('stores the hash as the referral, so a detour before registering still credits the sponsor.', async () => {
    const world = createClientWorld();
    await renderPage('/r/:ref_hash', ReferralPage, '/r/team%2001', world);
    await waitFor(() => expect(world.session.$session.get().referral.hash).toBe('team 01'));
  });
});
