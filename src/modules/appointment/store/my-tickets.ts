// The member's tickets (GET tickets?filter=upcoming|past|cancelled), a page at a time, and the
// ticket PDF download (GET tickets/{label}/pdf, saved through the core PDF helper, docs/spec.md §7/§9).
import { map } from 'nanostores';
import { downloadBase64Pdf } from '../../../core/pdf.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { getMyTickets, getTicketPdf } from '../api.ts';
import { MY_TICKET_FILTERS, type MyTicketFilter } from '../types.ts';

export const myTicketPages = createFetcher({
  fetch: (filter: MyTicketFilter, page: number) => getMyTickets(filter, page),
});

/** `?filter=past` -> 'past'; anything else is the upcoming view. */
export function filterFromSearch(search: string): MyTicketFilter {
  const value = new URLSearchParams(search).get('filter');
  return (MY_TICKET_FILTERS as readonly string[]).includes(value ?? '') ? (value as MyTicketFilter) : 'upcoming';
}

export interface PdfDownloadState {
  busy: boolean;
  error: unknown;
}

/** One download state per ticket label. */
export function createTicketPdfDownload(save: (base64: string, name: string) => void = downloadBase64Pdf) {
  const $downloads = map<Record<string, PdfDownloadState>>({});
  async function download(label: string): Promise<boolean> {
    if ($downloads.get()[label]?.busy) return false;
    $downloads.setKey(label, { busy: true, error: null });
    try {
      const pdf = await getTicketPdf(label);
      save(pdf.data, pdf.name);
      $downloads.setKey(label, { busy: false, error: null });
      return true;
    } catch (error) {
      $downloads.setKey(label, { busy: false, error });
      return false;
    }
  }
  return { $downloads, download };
}
