// Downloading one of the wallet's PDFs (a receipt, bank details, a statement): the server answers
// {name, data} (base64), saved as {name}.pdf by the core (docs/spec.md §7, §9).
import { atom } from 'nanostores';
import { downloadBase64Pdf } from '../../../core/pdf.ts';
import { getTransactionPdf } from '../api.ts';
import type { PdfDocument } from '../types.ts';

export interface ReceiptDownloadState {
  busy: boolean;
  error: unknown;
}

export function createPdfDownload<A extends unknown[]>(
  fetchPdf: (...args: A) => Promise<PdfDocument>,
  save: (base64: string, name: string) => void = downloadBase64Pdf,
) {
  const $download = atom<ReceiptDownloadState>({ busy: false, error: null });
  async function download(...args: A): Promise<boolean> {
    if ($download.get().busy) return false;
    $download.set({ busy: true, error: null });
    try {
      const pdf = await fetchPdf(...args);
      save(pdf.data, pdf.name);
      $download.set({ busy: false, error: null });
      return true;
    } catch (error) {
      $download.set({ busy: false, error });
      return false;
    }
  }
  return { $download, download };
}

/** A transaction's receipt. */
export const createReceiptDownload = (save?: (base64: string, name: string) => void) =>
  createPdfDownload(getTransactionPdf, save);
