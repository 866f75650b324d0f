// The dialog's rules, run twice: under React (tests/ui/dialog.test.tsx) and under preact/compat
// (tests/embed/ui-dialog.test.tsx), where `react` resolves to preact/compat.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../src/ui/button.tsx';
import { DIALOG_ANIMATION_DELAY_MS, Dialog } from '../../../src/ui/dialog.tsx';
import type { DialogProps } from '../../../src/ui/dialog.tsx';
import { Icon } from '../../../src/ui/icon.tsx';
import type { UiTestLib } from './test-lib.ts';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onClose' | 'title'>> & {
  startOpen?: boolean;
  inner?: ReactNode;
};

function Harness({ startOpen = false, inner, ...props }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        title="Terms updated"
        description="Please read the changed documents."
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Later
            </Button>
            <Button>Accept</Button>
          </>
        }
      >
        <a href="/terms">Terms of use</a>
        {inner}
      </Dialog>
    </>
  );
}

const backdrop = () => document.querySelector('.club-dialog-backdrop') as HTMLElement;

export function describeDialogRules({ render, act, cleanup, fireEvent }: UiTestLib) {
  async function openDialog(props: HarnessProps = {}) {
    const user = userEvent.setup();
    render(<Harness {...props} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return user;
  }

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('Dialog', () => {
    it('is a modal dialog named by its title and described by its description.', async () => {
      await openDialog();
      const dialog = screen.getByRole('dialog', { name: 'Terms updated' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Please read the changed documents.',
      );
    });

    it('takes the alertdialog role when asked.', async () => {
      await openDialog({ role: 'alertdialog' });
      expect(screen.getByRole('alertdialog', { name: 'Terms updated' })).toBeVisible();
    });

    it('renders nothing while closed.', () => {
      render(<Harness />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('moves focus to the first focusable element when it opens.', async () => {
      await openDialog();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Terms of use' }));
    });

    it('moves focus to the initialFocus element when one is given.', async () => {
      function WithInitialFocus() {
        const accept = useRef<HTMLButtonElement>(null);
        return (
          <Dialog
            open
            title="Confirm"
            onClose={() => {}}
            initialFocus={accept}
            actions={<Button ref={accept}>Yes</Button>}
          >
            <a href="/x">Details</a>
          </Dialog>
        );
      }
      render(<WithInitialFocus />);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    });

    it('cycles Tab from the last focusable element back to the first.', async () => {
      const user = await openDialog();
      screen.getByRole('button', { name: 'Accept' }).focus();
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Terms of use' }));
    });

    it('cycles Shift+Tab from the first focusable element to the last.', async () => {
      const user = await openDialog();
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    });

    it('keeps focus inside when something tries to focus an element outside.', async () => {
      await openDialog();
      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });

    it('closes on Escape when dismissable.', async () => {
      const user = await openDialog();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stays open on Escape when not dismissable.', async () => {
      const user = await openDialog({ dismissable: false });
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('closes on a click on the backdrop when dismissable.', async () => {
      const user = await openDialog();
      await user.click(backdrop());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stays open on a click on the backdrop when not dismissable.', async () => {
      const user = await openDialog({ dismissable: false });
      await user.click(backdrop());
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('stays open on a click inside the dialog.', async () => {
      const user = await openDialog();
      await user.click(screen.getByRole('heading', { name: 'Terms updated' }));
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('stays open when a press starts inside the dialog and ends on the backdrop.', async () => {
      await openDialog();
      fireEvent.mouseDown(screen.getByRole('heading', { name: 'Terms updated' }));
      fireEvent.click(backdrop());
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('shows a close button only when dismissable and given its label.', async () => {
      const user = await openDialog({ closeLabel: 'Close' });
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      cleanup();
      await openDialog({ closeLabel: 'Close', dismissable: false });
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    });

    it('returns focus to the element that opened it after closing.', async () => {
      const user = await openDialog();
      await user.click(screen.getByRole('button', { name: 'Later' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    });

    it('adds the open class 10 ms after it appears (docs/spec.md §9 animation delay).', () => {
      vi.useFakeTimers();
      render(<Harness startOpen />);
      expect(backdrop().classList.contains('club-dialog-backdrop--open')).toBe(false);
      act(() => vi.advanceTimersByTime(DIALOG_ANIMATION_DELAY_MS - 1));
      expect(backdrop().classList.contains('club-dialog-backdrop--open')).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(backdrop().classList.contains('club-dialog-backdrop--open')).toBe(true);
      expect(DIALOG_ANIMATION_DELAY_MS).toBe(10);
    });

    it('shows the icon slot before the title.', async () => {
      await openDialog({ icon: <Icon name="error" label="Error" /> });
      const header = screen.getByRole('heading', { name: 'Terms updated' }).parentElement!;
      expect(header.firstElementChild?.contains(screen.getByRole('img', { name: 'Error' }))).toBe(true);
    });

    it('renders into the given container, e.g. a widget shadow root, with parts for ::part() styling.', async () => {
      const host = document.createElement('div');
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const mount = document.createElement('div');
      shadow.append(mount);
      render(
        <Dialog open title="Inside" onClose={() => {}} container={mount}>
          <button type="button">Focus me</button>
        </Dialog>,
      );
      const dialog = shadow.querySelector('[role="dialog"]')!;
      expect(dialog.getAttribute('part')).toBe('dialog');
      expect(document.body.querySelector(':scope > .club-dialog-backdrop')).toBeNull();
      expect(shadow.activeElement?.textContent).toBe('Focus me');
      host.remove();
    });

    it('returns focus to the button inside the first dialog that opened a second one over it.', async () => {
      function Stacked() {
        const [second, setSecond] = useState(false);
        return (
          <Dialog open title="First" onClose={() => {}}>
            <button type="button" onClick={() => setSecond(true)}>
              Details
            </button>
            <Dialog open={second} title="Second" onClose={() => setSecond(false)}>
              <button type="button">Inside second</button>
            </Dialog>
          </Dialog>
        );
      }
      const user = userEvent.setup();
      render(<Stacked />);
      await user.click(screen.getByRole('button', { name: 'Details' }));
      expect(document.activeElement?.textContent).toBe('Inside second');
      await user.keyboard('{Escape}');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details' }));
    });

    it('lets only the top dialog react to Escape when one opens over another.', async () => {
      function Nested() {
        const [inner, setInner] = useState(true);
        return (
          <Dialog open title="Outer" onClose={() => {}} dismissable={false}>
            <button type="button">Outer button</button>
            <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
              <button type="button">Inner button</button>
            </Dialog>
          </Dialog>
        );
      }
      const user = userEvent.setup();
      render(<Nested />);
      expect(document.activeElement?.textContent).toBe('Inner button');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeVisible();
      expect(document.activeElement?.textContent).toBe('Outer button');
    });
  });
}
