// The portal's toast region (docs/spec.md §9): there from the first render, its toasts' code loaded
// with the first toast.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommonToaster } from '../../../../src/modules/common/components/toaster.tsx';
import { clearToasts, showToast } from '../../../../src/ui/toasts.ts';
import { createPortalWorld, type PortalWorld } from '../../../portal/support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => {
  clearToasts();
  portal.stop();
});

describe('CommonToaster', () => {
  it('is one polite live region, named, present while empty.', () => {
    render(<CommonToaster />);
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.children).toHaveLength(0);
  });

  it("adopts the toasts' own sheet with the first toast, not before (the region's is the first screen's).", async () => {
    const toastRules = () =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => (rule as CSSStyleRule).selectorText === '.club-toast'),
      );
    document.adoptedStyleSheets = []; // a fresh page: nothing adopted yet
    render(<CommonToaster />);
    expect(toastRules()).toBe(false);
    act(() => showToast({ kind: 'info', text: 'Hello' }));
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(toastRules()).toBe(true);
  });

  it('shows each toast in that region, with its dismiss button, once they come.', async () => {
    render(<CommonToaster />);
    const region = screen.getByRole('region', { name: 'Messages' });
    act(() => {
      showToast({ kind: 'success', text: 'Saved' });
      showToast({ kind: 'error', text: 'Failed' });
    });
    expect(await within(region).findByText('Failed')).toBeVisible();
    expect(within(region).getByText('Saved')).toBeVisible();
    expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
