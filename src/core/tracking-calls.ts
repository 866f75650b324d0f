// The tracking calls screens make (page views, docs/spec.md §2; error reports and their context,
// docs/spec.md §7) without the tracking code: core/tracking.ts loads only when GET config names
// Matomo or Sentry (src/portal/runtime.ts, docs/contracts.md §7.6) and connects itself here. Until
// then a call does nothing, as core/tracking.ts does while unconfigured (the first screen).

export interface TrackingCalls {
  trackPageView(path: string, title: string): void;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  setErrorContext(name: string, data: Record<string, unknown>): void;
}

let connected: TrackingCalls | null = null;

/** core/tracking.ts hands over its singleton when it is loaded. */
export function connectTracking(calls: TrackingCalls): void {
  connected = calls;
}

export const trackPageView: TrackingCalls['trackPageView'] = (path, title) => connected?.trackPageView(path, title);
export const reportError: TrackingCalls['reportError'] = (error, context) => connected?.reportError(error, context);
export const setErrorContext: TrackingCalls['setErrorContext'] = (name, data) => connected?.setErrorContext(name, data);
