import { useStore } from '@nanostores/react';
import { cx } from './class-names.ts';
import { CloseIcon, Icon } from './icon.tsx';
import type { IconName } from './icon.tsx';
import { ToastRegion } from './toast-region.tsx';
import { $toasts, dismissToast } from './toasts.ts';
// The toasts' own sheet travels with their code; the region's (toast-region.css) is the first screen's.
export { default as toastCss } from './toast.css?inline';
import type { Toast as ToastData, ToastKind } from './toasts.ts';

const icons: Record<ToastKind, IconName> = { success: 'check', info: 'info', warning: 'warning', error: 'error' };

export interface ToastProps {
  toast: ToastData;
  /** Accessible name of the × button ("Dismiss"). */
  dismissLabel: string;
}

/** One message of the stack. */
export function Toast({ toast, dismissLabel }: ToastProps) {
  return (
    <div className={cx('club-toast', `club-toast--${toast.kind}`)} part={`toast toast-${toast.kind}`}>
      <Icon name={icons[toast.kind]} className="club-toast__icon" />
      <p className="club-toast__text">{toast.text}</p>
      <button
        type="button"
        className="club-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Names the region ("Notifications"). */
  label: string;
  dismissLabel: string;
}

/** The toasts of the queue, oldest first (inside a ToastRegion). */
export function ToastList({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useStore($toasts);
  return toasts.map((toast) => <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} />);
}

/**
 * The one polite live region with every toast, stacked. Render it once per page (portal layout)
 * or per widget; it stays in the page while empty so screen readers hear new toasts.
 */
export function Toaster({ label, dismissLabel }: ToasterProps) {
  return (
    <ToastRegion label={label}>
      <ToastList dismissLabel={dismissLabel} />
    </ToastRegion>
  );
}
