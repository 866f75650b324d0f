// A ticket as a one-page PDF with its signed QR code, in the language on the member's screen (en,
// de) and the club's time zone, which it names (./format.ts), through the server's one PDF library
// (server/pdf/pdfmake.ts).
import type { MyTicket } from '../../src/shared/contract/appointment.ts';
import type { Locale } from '../lang/locale.ts';
import { documentFormat } from './format.ts';
import { renderPdf } from './pdfmake.ts';

const TEXTS = {
  en: {
    title: 'Ticket',
    event: 'Event',
    when: 'When',
    where: 'Where',
    holder: 'Admits',
    admission: 'Admission no.',
    ticket: 'Ticket no.',
    price: 'Price',
    free: 'Free',
    valid: 'Valid until',
    hint: 'Show this QR code at the entrance. It admits once.',
  },
  de: {
    title: 'Ticket',
    event: 'Veranstaltung',
    when: 'Wann',
    where: 'Wo',
    holder: 'Gültig für',
    admission: 'Einlass-Nr.',
    ticket: 'Ticket-Nr.',
    price: 'Preis',
    free: 'Kostenlos',
    valid: 'Gültig bis',
    hint: 'Zeige diesen QR-Code am Einlass. Er gilt für einen Einlass.',
  },
} as const;

export function ticketPdf(input: {
  clubName: string;
  ticket: MyTicket;
  language: Locale;
  timeZone: string;
}): Promise<Buffer> {
  const t = TEXTS[input.language];
  const format = documentFormat(input);
  const { ticket } = input;
  const a = ticket.appointment;
  const when = format.when;
  const price = ticket.price_cents === 0 ? t.free : format.money(ticket.price_cents, ticket.currency);
  const rows: [string, string][] = [
    [t.event, a.title],
    [t.when, `${when(a.starts_at)} – ${when(a.ends_at)}`],
    [t.where, a.location],
    [t.holder, ticket.holder_name],
    [t.admission, String(ticket.admission_no)],
    [t.ticket, ticket.label],
    [t.price, price],
    [t.valid, when(ticket.valid_until)],
  ];
  return renderPdf({
    info: { title: `${t.title} ${ticket.label}`, author: input.clubName },
    content: [
      { text: input.clubName, fontSize: 12, color: '#555555' },
      { text: `${t.title}: ${a.title}`, fontSize: 18, bold: true, margin: [0, 4, 0, 12] },
      { table: { widths: [110, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'noBorders' },
      ...(ticket.qr_payload ? [{ qr: ticket.qr_payload, fit: 220, margin: [0, 18, 0, 8] }] : []),
      { text: t.hint, italics: true },
      { text: `${format.zoneLine(new Date(a.starts_at))}.`, fontSize: 8, margin: [0, 12, 0, 0] },
    ],
  });
}
