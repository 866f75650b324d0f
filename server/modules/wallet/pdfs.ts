// The wallet's PDFs as pdfmake document definitions (rendered by server/pdf/pdfmake.ts): a
// transaction receipt, a pending order's bank details with its GiroCode, a paid order's receipt, a
// notice for an order that is not to be paid, a withdrawal confirmation and a statement of a period.
// In the language on the member's screen and the club's time zone, which each document names
// (server/pdf/format.ts).
import type { BankDetails, WalletOrder, WalletTransaction, Withdrawal } from '../../../src/shared/contract/wallet.ts';
import type { Locale } from '../../lang/locale.ts';
import { documentFormat } from '../../pdf/format.ts';
import { renderPdf, type PdfDocument } from '../../pdf/pdfmake.ts';
import { printIban } from '../../../src/shared/contract/iban.ts';
import { PDF_TEXTS } from './pdf-texts.ts';
import type { Statement } from './statement.ts';

export interface PdfContext {
  clubName: string;
  member: { name: string; email: string };
  /** The language on the member's screen (the request's). */
  language: Locale;
  /** The club's time zone. */
  timeZone: string;
  now: Date;
}

function tools(ctx: PdfContext) {
  return { t: PDF_TEXTS[ctx.language], ...documentFormat(ctx) };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/:(\w+)/g, (match, name: string) => values[name] ?? match);

const facts = (rows: [string, string][]) => ({
  table: { widths: [150, '*'], body: rows.map(([name, value]) => [{ text: name, bold: true }, { text: value }]) },
  layout: 'noBorders',
  margin: [0, 8, 0, 8],
});

function page(ctx: PdfContext, title: string, content: unknown[]): PdfDocument {
  const { t, when, zoneLine } = tools(ctx);
  return {
    info: { title, producer: ctx.clubName, creator: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 18, bold: true },
      { text: title, fontSize: 14, bold: true, margin: [0, 8, 0, 8] },
      { text: `${t.member}: ${ctx.member.name} <${ctx.member.email}>`, margin: [0, 0, 0, 8] },
      ...content,
      { text: `${t.created} ${when(ctx.now)}. ${zoneLine(ctx.now)}.`, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  };
}

/** What happened to an entry: its status, or for a hold given back, returned / released and by which entry. */
export function entryStatus(ctx: PdfContext, tx: WalletTransaction): string {
  const { t } = tools(ctx);
  if (tx.reversed_by) return fill(tx.type === 'withdrawal' ? t.returnedBy : t.releasedBy, { label: tx.reversed_by });
  if (tx.reverses) return fill(t.givesBack, { label: tx.reverses });
  return t.statuses[tx.status];
}

export function transactionReceiptPdf(ctx: PdfContext, tx: WalletTransaction): Promise<Buffer> {
  const { t, money, when } = tools(ctx);
  return renderPdf(
    page(ctx, `${t.receipt} ${tx.label}`, [
      facts([
        [t.label, tx.label],
        [t.date, when(tx.created_at)],
        [t.type, t.types[tx.type]],
        [t.description, tx.description],
        [t.amount, money(tx.amount_cents, tx.currency)],
        [t.balanceAfter, tx.balance_after_cents === null ? t.pending : money(tx.balance_after_cents, tx.currency)],
        [t.status, entryStatus(ctx, tx)],
        ...(tx.reference
          ? [[t.reference, `${t.references[tx.reference.type]} ${tx.reference.label}`] as [string, string]]
          : []),
      ]),
    ]),
  );
}

/** A pending order's bank details, with the GiroCode a banking app scans and the day to pay by. */
export function bankDetailsPdf(ctx: PdfContext, details: BankDetails & { epc_payload: string }): Promise<Buffer> {
  const { t, money, day } = tools(ctx);
  return renderPdf(
    page(ctx, `${t.bankDetails} ${details.order.label}`, [
      facts([
        [t.status, t.orderStatuses[details.order.status]],
        [t.recipient, details.recipient],
        [t.iban, printIban(details.iban)],
        [t.bic, details.bic],
        [t.bank, details.bank_name],
        [t.amount, money(details.amount_cents, details.currency)],
        [t.transferReference, details.reference],
        ...(details.order.expires_at ? [[t.expires, day(details.order.expires_at)] as [string, string]] : []),
      ]),
      { text: t.scan, margin: [0, 8, 0, 8] },
      // EPC069-12 asks for error correction level M.
      { qr: details.epc_payload, fit: 160, eccLevel: 'M' },
    ]),
  );
}

/** An order that is not to be paid (paid, cancelled, expired): its state, lines and total; no payment details. */
export function orderDocumentPdf(ctx: PdfContext, order: WalletOrder): Promise<Buffer> {
  const { t, money, when } = tools(ctx);
  const paid = order.status === 'paid' || order.status === 'completed';
  const notice = paid ? t.paidNotice : order.status === 'cancelled' ? t.cancelledNotice : t.expiredNotice;
  return renderPdf(
    page(ctx, `${paid ? t.orderReceipt : t.orderNotice} ${order.label}`, [
      { text: notice, bold: true, margin: [0, 0, 0, 8] },
      facts([
        [t.order, order.label],
        [t.date, when(order.created_at)],
        [t.status, t.orderStatuses[order.status]],
        ...(paid && order.bank_reference ? [[t.reference, order.bank_reference] as [string, string]] : []),
        [t.total, money(order.total_cents, order.currency)],
      ]),
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 80],
          body: [
            [
              { text: t.item, bold: true },
              { text: t.quantity, bold: true },
              { text: t.amount, bold: true, alignment: 'right' },
            ],
            ...order.items.map((item) => [
              item.name,
              String(item.quantity),
              { text: money(item.total_cents, order.currency), alignment: 'right' },
            ]),
          ],
        },
      },
    ]),
  );
}

export function withdrawalPdf(ctx: PdfContext, withdrawal: Withdrawal): Promise<Buffer> {
  const { t, money, when } = tools(ctx);
  return renderPdf(
    page(ctx, `${t.withdrawal} ${withdrawal.label}`, [
      facts([
        [t.withdrawalNo, withdrawal.label],
        [t.date, when(withdrawal.created_at)],
        [t.amount, money(withdrawal.amount_cents, withdrawal.currency)],
        [t.status, t.withdrawalStatuses[withdrawal.status]],
        [t.holder, withdrawal.account.holder],
        [t.iban, printIban(withdrawal.account.iban)],
        ...(withdrawal.reason ? [[t.reason, withdrawal.reason] as [string, string]] : []),
      ]),
    ]),
  );
}

/** The period as asked, the opening balance, every entry with the balance after it, the closing balance. */
export function statementPdf(ctx: PdfContext, statement: Statement): Promise<Buffer> {
  const { t, money, day, calendarDay } = tools(ctx);
  const cell = (text: string) => ({ text, alignment: 'right' });
  const rows = statement.entries.map(({ transaction: tx, balanceCents }) => [
    day(tx.created_at),
    tx.label,
    tx.reversed_by || tx.reverses ? `${tx.description} (${entryStatus(ctx, tx)})` : tx.description,
    cell(money(tx.amount_cents, statement.currency)),
    cell(money(balanceCents, statement.currency)),
  ]);
  const balanceRow = (label: string, cents: number) => [
    { text: label, bold: true, colSpan: 4 },
    '',
    '',
    '',
    { text: money(cents, statement.currency), bold: true, alignment: 'right' },
  ];
  return renderPdf(
    page(ctx, t.statement, [
      facts([[t.period, `${calendarDay(statement.from)} – ${calendarDay(statement.to)}`]]),
      {
        table: {
          headerRows: 1,
          widths: [60, 85, '*', 60, 65],
          body: [
            [t.date, t.label, t.description, cell(t.amount), cell(t.balance)].map((c) =>
              typeof c === 'string' ? { text: c, bold: true } : { ...c, bold: true },
            ),
            balanceRow(fill(t.opening, { day: calendarDay(statement.from) }), statement.openingCents),
            ...(rows.length === 0 ? [[{ text: t.noEntries, colSpan: 5 }, '', '', '', '']] : rows),
            balanceRow(fill(t.closing, { day: calendarDay(statement.to) }), statement.closingCents),
          ],
        },
        fontSize: 8,
      },
    ]),
  );
}
