// Where a notification leads (docs/spec.md §4 "Notification links"): the bell's item links there, and
// the widget script's club:notification event names it. A file of its own: the widget's first file
// needs only this, the item's status helpers (status.ts) come with the bell's dropdown.

/** A portal path from the data (`/financial`), never another origin or scheme. */
export function portalPath(url: unknown): string | null {
  return typeof url === 'string' && /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

/**
 * An https address from the data, as it is; any other scheme is no link. Which origins may appear
 * is the server's check when the notification is made (server/notifications/link.ts).
 */
export function webAddress(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https:\/\/[^\s\\/]/.test(url)) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}
