// A widget's menu button whose popup code comes on interest (docs/spec.md §9 "One file of texts"):
// until then the button alone, with the menu button's classes, parts and ARIA (src/ui/menu-button.tsx),
// so a page's first render carries no popup code. A pointer over it or focus on it asks for the part
// with the menu button; a click (or Arrow keys on a menu) opens at once a popover of the browser's
// own saying what loads, as club-widgets.js paints it (embed/script-tag.js), and the menu button
// then renders open in its place. Focus on the button stays on the one that replaces it.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { MenuButtonProps } from '../src/ui/menu-button.tsx';
import { adoptStyles } from '../src/ui/styles.ts';
import { useUniqueId } from '../src/ui/use-id.ts';

/** What the part exports: the menu button and the stylesheets its popup needs. */
export interface MenuButtonPart {
  MenuButton: ComponentType<MenuButtonProps>;
  popupCss: readonly string[];
}

export interface LazyMenuButtonProps extends MenuButtonProps {
  /** Fetches the part once (again after a failure); the same function on every render. */
  load: () => Promise<MenuButtonPart>;
  /** The part once here, or null (a stopped runtime's widgets ask again). */
  loaded: () => MenuButtonPart | null;
  /** What the browser's popover says while the part loads. */
  loading: string;
}

export function LazyMenuButton({ load, loaded, loading, ...props }: LazyMenuButtonProps) {
  const [part, setPart] = useState<MenuButtonPart | null>(loaded);
  const [open, setOpen] = useState<MenuButtonProps['initialOpen']>(props.initialOpen);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const focused = useRef<{ root: ShadowRoot | Document; focus: boolean } | null>(null);
  // A press under way (pointer or key down, no click yet): the part waits for its click, which
  // replacing the button now would lose.
  const pressing = useRef(false);
  const waiting = useRef<MenuButtonPart | null>(null);
  const popupId = useUniqueId('club-loading');

  const take = (arrived: MenuButtonPart) => {
    const root = button.current?.getRootNode() as ShadowRoot | Document | undefined;
    if (!root) return;
    // its look first, so the popup's first paint is styled
    adoptStyles(root, ...arrived.popupCss);
    focused.current = { root, focus: root.activeElement === button.current };
    setPart(() => arrived);
  };
  // arrived: taken at once when opened, or when its button has focus and no press is under way
  // (a keyboard user stays on the button); otherwise it waits for the click
  const fetchPart = (now: boolean) =>
    load().then(
      (arrived) => {
        waiting.current = arrived;
        const root = button.current?.getRootNode() as ShadowRoot | Document | undefined;
        if (now || (!pressing.current && root?.activeElement === button.current)) take(arrived);
      },
      () => {}, // asked again by the next interest; the button stays a button
    );
  const released = () => {
    pressing.current = false;
    if (waiting.current) take(waiting.current);
  };
  useEffect(() => {
    if (open && !part) void fetchPart(true);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- asks when opened, and load is the part's one function
  }, [open, part]);
  useLayoutEffect(() => {
    const element = popup.current as (HTMLDivElement & { showPopover?: () => void }) | null;
    if (open && element?.showPopover && !element.matches(':popover-open')) element.showPopover();
  }, [open, part]);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!part || !was?.focus || open) return;
    const name = props.buttonClassName?.split(' ')[0];
    if (name) was.root.querySelector<HTMLElement>(`.club-menu-button__trigger.${name}`)?.focus();
  }, [part, open, props.buttonClassName]);

  if (part) return <part.MenuButton {...props} initialOpen={open} />;
  const kind = props.kind ?? 'menu';
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') pressing.current = true;
    if (kind !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  return (
    <div className={props.className ? `club-menu-button ${props.className}` : 'club-menu-button'} part="menu-button">
      <button
        ref={button}
        type="button"
        className={`club-menu-button__trigger ${props.buttonClassName ?? ''}`.trim()}
        part="menu-trigger"
        aria-label={props.buttonLabel}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={Boolean(open)}
        onPointerEnter={() => void fetchPart(false)}
        onFocus={() => void fetchPart(false)}
        onPointerDown={() => (pressing.current = true)}
        onPointerCancel={() => (pressing.current = false)}
        onClick={() => {
          setOpen('first');
          released();
        }}
        onKeyDown={onKeyDown}
      >
        {props.label}
      </button>
      {/* only while opened: closed, a browser without popovers would show it in the page */}
      {open && (
        <div ref={popup} id={popupId} popover="auto" role="dialog" aria-label={loading} part="popover">
          {loading}
        </div>
      )}
    </div>
  );
}
