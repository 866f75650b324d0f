// Saves a text file (a SEPA XML document) through an object URL and a temporary anchor; the URL is
// revoked on the next task, once the click has started the download.
export function saveXml(xml: string, name: string, doc: Document = document): void {
  const urls = doc.defaultView?.URL ?? URL;
  const href = urls.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const anchor = doc.createElement('a');
  anchor.href = href;
  anchor.download = `${name}.xml`;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => urls.revokeObjectURL(href), 0);
}

/** '12,50' or '12.50' -> 1250; null when it is not an amount with at most two decimals. */
export function euroCents(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
