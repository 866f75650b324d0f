// A page "wakes" when it becomes visible after being hidden a while (a background tab, a laptop
// lid) or is restored from the back/forward cache: realtime events of that time may be missing.
export const WAKE_AFTER_HIDDEN_MS = 30_000;

export interface WakeOptions {
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  minHiddenMs?: number;
  now?: () => number;
}

export function watchWake(options: WakeOptions = {}): (callback: () => void) => () => void {
  return (callback) => {
    const doc = options.document ?? (typeof document === 'undefined' ? null : document);
    const win = options.window ?? (typeof window === 'undefined' ? null : window);
    const now = options.now ?? Date.now;
    const minHidden = options.minHiddenMs ?? WAKE_AFTER_HIDDEN_MS;
    let hiddenAt = doc?.visibilityState === 'hidden' ? now() : null;
    const onVisibility = () => {
      if (doc?.visibilityState === 'hidden') {
        hiddenAt ??= now();
        return;
      }
      const wasHidden = hiddenAt;
      hiddenAt = null;
      if (wasHidden !== null && now() - wasHidden >= minHidden) callback();
    };
    const onPageShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) callback();
    };
    doc?.addEventListener('visibilitychange', onVisibility);
    win?.addEventListener('pageshow', onPageShow);
    return () => {
      doc?.removeEventListener('visibilitychange', onVisibility);
      win?.removeEventListener('pageshow', onPageShow);
    };
  };
}
