// Where a notification leads in the portal: the bell's item links there, and the widget script's
// club:notification event names it. A file of its own: the widget's first file needs only this,
// the item's status helpers (status.ts) come with the bell's dropdown.

/** A portal path from the data (`/financial`), never another origin or scheme. */
export function portalPath(url: unknown): string | null {
  return typeof url === 'string' && /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}
