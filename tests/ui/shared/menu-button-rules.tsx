// The menu button's rules, run under React (tests/ui/menu-button.test.tsx) and under
// preact/compat (tests/embed/ui-menu-button.test.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MenuButton } from '../../../src/ui/menu-button.tsx';
import type { MenuButtonProps } from '../../../src/ui/menu-button.tsx';
import { MenuGroup, MenuItem, MenuSeparator } from '../../../src/ui/menu-item.tsx';
import type { UiTestLib } from './test-lib.ts';

function AccountMenu(props: Partial<MenuButtonProps> & { onSettings?: () => void; onLogout?: () => void }) {
  return (
    <>
      <MenuButton label="Account" {...props}>
        <MenuGroup label="Member">
          <MenuItem onSelect={props.onSettings}>Settings</MenuItem>
          <MenuItem href="/help">Help</MenuItem>
          <MenuItem disabled onSelect={props.onSettings}>
            Billing
          </MenuItem>
        </MenuGroup>
        <MenuSeparator />
        <MenuItem onSelect={props.onLogout}>Log out</MenuItem>
      </MenuButton>
      <button type="button">After</button>
    </>
  );
}

function Notifications() {
  return (
    <MenuButton
      kind="popover"
      label="Bell"
      buttonLabel="Notifications, 2 unread"
      popupLabel="Notifications"
      align="end"
    >
      <h3>New</h3>
      <p>No new notifications</p>
      <button type="button">Mark as read</button>
      <input aria-label="Filter" />
    </MenuButton>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account' });
const focused = () => document.activeElement?.textContent;

export function describeMenuButtonRules({ render, cleanup }: UiTestLib) {
  afterEach(cleanup);

  describe('MenuButton (menu)', () => {
    it('announces a closed menu popup: aria-haspopup="menu", aria-expanded="false", no aria-controls.', () => {
      render(<AccountMenu />);
      expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(trigger().hasAttribute('aria-controls')).toBe(false);
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('opens at mount when asked (initialOpen), focus on the first or the last item.', () => {
      render(<AccountMenu initialOpen="last" />);
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('menu')).toBeVisible();
      expect(focused()).toBe('Log out');
    });

    it('opens on click with aria-expanded="true", aria-controls naming the menu and the first item focused.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      const menu = screen.getByRole('menu', { name: 'Account' });
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
    });

    it('opens on Enter with the first item focused.', async () => {
      render(<AccountMenu />);
      trigger().focus();
      await userEvent.keyboard('{Enter}');
      expect(focused()).toBe('Settings');
    });

    it('opens on Space with the first item focused.', async () => {
      render(<AccountMenu />);
      trigger().focus();
      await userEvent.keyboard(' ');
      expect(focused()).toBe('Settings');
    });

    it('opens on ArrowDown with the first item focused.', async () => {
      render(<AccountMenu />);
      trigger().focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Settings');
    });

    it('opens on ArrowUp with the last item focused.', async () => {
      render(<AccountMenu />);
      trigger().focus();
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Log out');
    });

    it('moves between items with ArrowDown and ArrowUp, wrapping at both ends.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Help');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(focused()).toBe('Settings');
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Log out');
    });

    it('jumps to the last item with End and the first with Home.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.keyboard('{End}');
      expect(focused()).toBe('Log out');
      await userEvent.keyboard('{Home}');
      expect(focused()).toBe('Settings');
    });

    it('closes on Escape and returns focus to the button.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(trigger());
    });

    it('closes on a click outside.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.click(document.body);
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('stays open on a click inside that chooses nothing.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.click(screen.getByRole('separator'));
      expect(screen.getByRole('menu')).toBeVisible();
    });

    it('closes when focus moves out with Tab.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      await userEvent.tab();
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('runs the chosen item, closes and returns focus to the button.', async () => {
      const onLogout = vi.fn();
      render(<AccountMenu onLogout={onLogout} />);
      await userEvent.click(trigger());
      await userEvent.keyboard('{End}{Enter}');
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(trigger());
    });

    it('keeps a disabled item focusable but does not run it.', async () => {
      const onSettings = vi.fn();
      render(<AccountMenu onSettings={onSettings} />);
      await userEvent.click(trigger());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(focused()).toBe('Billing');
      await userEvent.keyboard('{Enter}');
      expect(onSettings).not.toHaveBeenCalled();
    });

    it('names item groups by their visible label.', async () => {
      render(<AccountMenu />);
      await userEvent.click(trigger());
      expect(screen.getByRole('group', { name: 'Member' })).toBeVisible();
    });

    it('reports opening and closing through onOpenChange.', async () => {
      const onOpenChange = vi.fn();
      render(<AccountMenu onOpenChange={onOpenChange} />);
      expect(onOpenChange).not.toHaveBeenCalled();
      await userEvent.click(trigger());
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    });

    // its owner loads what the popup shows as it opens (the bell's list, opened before it rendered)
    it('reports a popup open from the start (initialOpen) through onOpenChange, and its closing.', async () => {
      const onOpenChange = vi.fn();
      render(<AccountMenu initialOpen="first" onOpenChange={onOpenChange} />);
      expect(onOpenChange.mock.calls).toEqual([[true]]);
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    });
  });

  describe('MenuButton (popover)', () => {
    const bell = () => screen.getByRole('button', { name: 'Notifications, 2 unread' });

    it('announces a dialog popup and shows arbitrary content in a named non-modal dialog.', async () => {
      render(<Notifications />);
      expect(bell().getAttribute('aria-haspopup')).toBe('dialog');
      await userEvent.click(bell());
      const popup = screen.getByRole('dialog', { name: 'Notifications' });
      expect(bell().getAttribute('aria-controls')).toBe(popup.id);
      expect(popup.hasAttribute('aria-modal')).toBe(false);
      expect(screen.getByText('No new notifications')).toBeVisible();
    });

    it('focuses the first focusable element of the popover when it opens.', async () => {
      render(<Notifications />);
      await userEvent.click(bell());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark as read' }));
    });

    it('leaves arrow keys to the popover content and lets Tab move through it.', async () => {
      render(<Notifications />);
      await userEvent.click(bell());
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark as read' }));
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Filter' }));
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('closes the popover on Escape and returns focus to the button.', async () => {
      render(<Notifications />);
      await userEvent.click(bell());
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(bell());
    });

    it('closes the popover on a click outside.', async () => {
      render(<Notifications />);
      await userEvent.click(bell());
      await userEvent.click(document.body);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
}
