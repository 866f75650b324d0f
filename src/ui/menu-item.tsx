import { useContext } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { MenuContext } from './menu-context.ts';
import { useUniqueId } from './use-id.ts';

export interface MenuItemProps {
  /** Runs when the item is chosen (click, Enter, Space); the menu then closes. */
  onSelect?: () => void;
  /** Renders a link; with `target="_blank"` it opens in a new tab. */
  href?: string;
  target?: string;
  rel?: string;
  /** Stays focusable (so it is announced) but cannot be chosen. */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One entry of a MenuButton's menu (role=menuitem). */
export function MenuItem({ onSelect, href, target, rel, disabled, className, children }: MenuItemProps) {
  const { close } = useContext(MenuContext);
  const choose = (event: MouseEvent) => {
    if (disabled) return event.preventDefault();
    onSelect?.();
    close(true);
  };
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: cx('club-menu__item', className),
    part: 'menu-item',
    'aria-disabled': disabled || undefined,
    onClick: choose,
  } as const;
  return href !== undefined ? (
    <a {...common} href={href} target={target} rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}>
      {children}
    </a>
  ) : (
    <button {...common} type="button">
      {children}
    </button>
  );
}

/** Items under a visible heading, read as a named group. */
export function MenuGroup({ label, children }: { label: ReactNode; children: ReactNode }) {
  const id = useUniqueId('club-menu-group');
  return (
    <div role="group" aria-labelledby={id} className="club-menu__group">
      <div id={id} role="presentation" className="club-menu__group-label" part="menu-group-label">
        {label}
      </div>
      {children}
    </div>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <div role="separator" className="club-menu__separator" />;
}
