// The toasts' live region alone (toast.tsx renders the toasts in it): a page can show it from its
// first render and load the toasts' own code (icons, dismiss button) with the first toast.
import type { ReactNode } from 'react';
import { pauseToasts, resumeToasts } from './toasts.ts';

export interface ToastRegionProps {
  /** Names the region ("Notifications"). */
  label: string;
  children?: ReactNode;
}

/**
 * The one polite live region that holds every toast, stacked. It stays in the page while empty so
 * screen readers hear new toasts; pointing at it or focusing it keeps them.
 */
export function ToastRegion({ label, children }: ToastRegionProps) {
  return (
    <section
      className="club-toaster"
      part="toaster"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions text"
      onMouseEnter={pauseToasts}
      onMouseLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={resumeToasts}
    >
      {children}
    </section>
  );
}
