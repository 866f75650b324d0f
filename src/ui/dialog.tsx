import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names.ts';
import { CloseIcon } from './icon.tsx';
import { useUniqueId } from './use-id.ts';
import { nextDialogOrder, trapDialogFocus } from './dialog-focus.ts';

/** docs/spec.md §9: the open animation starts this long after the dialog is in the page. */
export const DIALOG_ANIMATION_DELAY_MS = 10;

export interface DialogProps {
  open: boolean;
  /** Called when the member dismisses the dialog (Escape, backdrop, close button). */
  onClose: () => void;
  title: ReactNode;
  /** The message read when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  /** Shown before the title, e.g. <Icon name="error" /> on the 500 dialog. */
  icon?: ReactNode;
  /** alertdialog for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Escape, a backdrop click and the close button close it only when true (default). */
  dismissable?: boolean;
  /** Accessible name of the × button; without it no × button is shown. */
  closeLabel?: string;
  /** Where the dialog is rendered: default document.body; widgets pass a node in their shadow root. */
  container?: Element | DocumentFragment | null;
  /** Receives focus on open; default: the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** An accessible modal: focus moves in and stays in, and returns where it was on close. */
export function Dialog(props: DialogProps) {
  const {
    open,
    title,
    description,
    children,
    actions,
    icon,
    role = 'dialog',
    dismissable = true,
    closeLabel,
    container,
    className,
  } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useUniqueId('club-dialog-title');
  const descriptionId = useUniqueId('club-dialog-description');
  const [shown, setShown] = useState(false);
  const latest = useRef(props);
  latest.current = props;
  const pressedOnBackdrop = useRef(false);
  // Taken while rendering, so a parent dialog opening with a nested child ranks below it.
  const order = useRef(0);
  if (open && order.current === 0) order.current = nextDialogOrder();
  if (!open) order.current = 0;

  useLayoutEffect(() => {
    if (!open || !dialog.current) return;
    return trapDialogFocus(dialog.current, {
      order: order.current,
      initialFocus: () => latest.current.initialFocus?.current ?? null,
      onEscape: () => {
        if (latest.current.dismissable !== false) latest.current.onClose();
      },
    });
  }, [open]);

  useEffect(() => {
    if (!open) return setShown(false);
    const timer = setTimeout(() => setShown(true), DIALOG_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!open) return null;
  const target = container ?? document.body;
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press and release both on the backdrop itself: a text selection dragged out of the
    // dialog must not close it.
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && dismissable) props.onClose();
  };
  return createPortal(
    <div
      className={cx('club-dialog-backdrop', shown && 'club-dialog-backdrop--open')}
      part="dialog-backdrop"
      onMouseDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={onBackdropClick}
    >
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('club-dialog', icon ? 'club-dialog--with-icon' : undefined, className)}
        part="dialog"
      >
        <div className="club-dialog__header">
          {icon && (
            <div className="club-dialog__icon" part="dialog-icon">
              {icon}
            </div>
          )}
          <h2 id={titleId} className="club-dialog__title" part="dialog-title">
            {title}
          </h2>
          {dismissable && closeLabel && (
            <button
              type="button"
              className="club-dialog__close"
              part="dialog-close"
              aria-label={closeLabel}
              onClick={props.onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {description && (
          <div id={descriptionId} className="club-dialog__description" part="dialog-description">
            {description}
          </div>
        )}
        {children && (
          <div className="club-dialog__body" part="dialog-body">
            {children}
          </div>
        )}
        {actions && (
          <div className="club-dialog__footer" part="dialog-footer">
            {actions}
          </div>
        )}
      </div>
    </div>,
    target,
  );
}
