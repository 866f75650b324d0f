// Getting recovery codes out of the page: a .txt download and the QR code as an <img> source.

/** The SVG as a data: URL, so it renders as an image and no SVG script can run (ASVS 5.0 1.3.4). */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** Offers `text` as a download named `fileName` (a plain text file, UTF-8). */
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
