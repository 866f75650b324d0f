// docs/spec.md §7/§9: some endpoints answer a PDF as base64 text; it is saved as `{name}.pdf`.

/** docs/spec.md §9: the decoded bytes are copied in 512-character slices (bounded temporary arrays). */
export const PDF_SLICE_SIZE = 512;

/** Decodes base64 (a `data:` prefix and line breaks allowed) into byte slices of at most `sliceSize`. */
export function base64ToSlices(base64: string, sliceSize = PDF_SLICE_SIZE): Uint8Array[] {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    throw new TypeError('The PDF data is not valid base64.');
  }
  const slices: Uint8Array[] = [];
  for (let offset = 0; offset < binary.length; offset += sliceSize) {
    const slice = binary.slice(offset, offset + sliceSize);
    const bytes = new Uint8Array(slice.length);
    for (let i = 0; i < slice.length; i++) bytes[i] = slice.charCodeAt(i);
    slices.push(bytes);
  }
  return slices;
}

export function base64ToPdfBlob(base64: string, type = 'application/pdf'): Blob {
  return new Blob(base64ToSlices(base64) as BlobPart[], { type });
}

/**
 * Saves the PDF through an object URL and a temporary anchor. The URL is revoked on the next
 * task, once the click has started the download (revoking at once cancels it in some browsers).
 */
export function downloadBase64Pdf(base64: string, name: string, doc: Document = document): void {
  downloadBase64File(base64, `${name}.pdf`, 'application/pdf', doc);
}

/** The same for any file answered as base64 (the privacy export's ZIP, docs/spec.md §11). */
export function downloadBase64File(base64: string, fileName: string, type: string, doc: Document = document): void {
  const blob = base64ToPdfBlob(base64, type);
  const urls = doc.defaultView?.URL ?? URL;
  const href = urls.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => urls.revokeObjectURL(href), 0);
  }
}
