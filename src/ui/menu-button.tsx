import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { t } from '../core/i18n/i18n.ts';
import { cx } from './class-names.ts';
import { tabbables } from './focus.ts';
import { CloseIcon } from './icon-svg.tsx';
import { MenuContext } from './menu-context.ts';
import { useUniqueId } from './use-id.ts';
import { useOutsidePress } from './use-outside-press.ts';
import { popupPlacement, popupSide, type PopupPlacement } from './popup-placement.ts';

/**
 * kind="menu" (default): the WAI-ARIA menu button. The popup is role=menu and holds only
 *   MenuItem / MenuGroup / MenuSeparator; arrow keys, Home and End move between items. Use it for
 *   lists of actions or links (account menu, language switch).
 * kind="popover": a disclosure whose popup is a non-modal role=dialog with any content (text,
 *   loading and empty states, forms such as the widget's sign-in). Tab moves through it, arrow
 *   keys stay with the content. Use it when the content is more than actions.
 * Both: aria-haspopup, aria-expanded and aria-controls on the button; Escape closes and returns
 * focus to the button; a click outside or focus moving out (Tab) closes. A popup fitting beside
 * its button on neither side is a sheet (a phone): it has a named close button, and a backdrop
 * under it takes every tap outside (closing it), so no tap reaches the page beneath.
 */
export interface MenuButtonProps {
  /** The button's visible content (text, icon, badge). */
  label: ReactNode;
  /** The button's accessible name when `label` is only an icon ("Notifications, 3 unread"). */
  buttonLabel?: string;
  kind?: 'menu' | 'popover';
  /** Accessible name of the popup; default: the button's name. */
  popupLabel?: string;
  /** Which edge of the button the popup lines up with. */
  align?: 'start' | 'end';
  onOpenChange?: (open: boolean) => void;
  /** Opens at mount, focus on the first or last item (a menu loaded by the press that opens it). */
  initialOpen?: 'first' | 'last';
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
}

const ITEM = '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]';

export function MenuButton({
  label,
  buttonLabel,
  kind = 'menu',
  popupLabel,
  align = 'start',
  onOpenChange,
  initialOpen,
  className,
  buttonClassName,
  children,
}: MenuButtonProps) {
  const [open, setOpenState] = useState<false | 'first' | 'last'>(initialOpen ?? false);
  const [placement, setPlacement] = useState<PopupPlacement>(align);
  const [above, setAbove] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const buttonId = useUniqueId('club-menu-button');
  const popupId = useUniqueId('club-menu');
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  // Reported from the event that opens or closes, not from an effect: preact runs effects late.
  const isOpen = useRef(Boolean(initialOpen));
  const setOpen = (next: false | 'first' | 'last') => {
    setOpenState(next);
    if (isOpen.current === (next !== false)) return;
    isOpen.current = next !== false;
    onOpenChangeRef.current?.(isOpen.current);
  };
  const show = (focus: 'first' | 'last') => setOpen(focus);
  // Open from the start is reported too: the owner loads what the popup shows as it opens.
  useLayoutEffect(() => {
    if (initialOpen) onOpenChangeRef.current?.(true);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the first render's state
  }, []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const items = () => (popup.current ? Array.from(popup.current.querySelectorAll<HTMLElement>(ITEM)) : []);

  // The popup stays inside the viewport: measured as asked for, then flipped or made a sheet
  // (before paint, so it never shows cut off). Classes, and no style attribute (a strict CSP).
  const shown = open !== false;
  useLayoutEffect(() => {
    // Closed: back to the side asked for, so the next opening measures from there.
    if (!shown || !popup.current || !button.current) {
      setAbove(false);
      return setPlacement(align);
    }
    const { clientWidth, clientHeight } = popup.current.ownerDocument.documentElement;
    if (clientWidth === 0) return; // not laid out (a test DOM)
    const from = button.current.getBoundingClientRect();
    const at = popup.current.getBoundingClientRect();
    const side = popupSide(from, at, clientHeight);
    // A sheet starts below its button (up to half the screen down), so the button stays in view. A
    // custom property set through the CSSOM, which a strict CSP allows (it blocks style attributes).
    popup.current.style.setProperty(
      '--club-menu-sheet-top',
      `${Math.round(Math.min(from.bottom, clientHeight / 2))}px`,
    );
    setPlacement(side === 'sheet' ? 'sheet' : popupPlacement(align, from, at, clientWidth));
    setAbove(side === 'above');
  }, [shown, align]);

  // Focus moves into the popup as it opens: the first (or last) item, else its first focusable.
  useLayoutEffect(() => {
    if (!open || !popup.current) return;
    const targets = kind === 'menu' ? items() : tabbables(popup.current);
    ((open === 'last' ? targets.at(-1) : targets[0]) ?? popup.current).focus();
  }, [open, kind]);

  // A press outside closes without taking focus back.
  useOutsidePress(wrapper, open !== false, () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close(true);
    }
    if (kind !== 'menu') return;
    const list = items();
    const current = list.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves && list.length > 0) {
      event.preventDefault();
      list[(moves[event.key]! + list.length) % list.length]!.focus();
    } else if (event.key === ' ' && (event.target as HTMLElement).matches('a[role="menuitem"]')) {
      event.preventDefault(); // Space activates link items as it does buttons
      (event.target as HTMLElement).click();
    }
  };

  const onPopupBlur = (event: { relatedTarget: EventTarget | null }) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.current?.contains(next)) setOpen(false);
  };

  const sheet = placement === 'sheet';
  return (
    <div ref={wrapper} className={cx('club-menu-button', className)} part="menu-button">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={cx('club-menu-button__trigger', buttonClassName)}
        part="menu-trigger"
        aria-label={buttonLabel}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open !== false}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open && sheet && <div className="club-menu-backdrop" part="menu-backdrop" onClick={() => close(true)} />}
      {open && (
        <div
          ref={popup}
          id={popupId}
          role={kind === 'menu' ? 'menu' : 'dialog'}
          aria-label={popupLabel}
          aria-labelledby={popupLabel ? undefined : buttonId}
          tabIndex={-1}
          className={cx(
            'club-menu',
            `club-menu--${kind}`,
            sheet ? 'club-menu--sheet' : `club-menu--align-${placement}`,
            above && !sheet && 'club-menu--above',
          )}
          part={kind === 'menu' ? 'menu' : 'popover'}
          onKeyDown={onPopupKeyDown}
          onBlur={onPopupBlur}
        >
          {sheet && (
            <div className="club-menu__sheet-bar" role="none">
              <button
                type="button"
                className="club-menu__close"
                part="menu-close"
                role={kind === 'menu' ? 'menuitem' : undefined}
                aria-label={t('core.close')}
                onClick={() => close(true)}
              >
                <CloseIcon />
              </button>
            </div>
          )}
          <MenuContext.Provider value={{ close }}>{children}</MenuContext.Provider>
        </div>
      )}
    </div>
  );
}
