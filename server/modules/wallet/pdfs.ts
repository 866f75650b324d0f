// The wallet's PDFs as pdfmake document definitions (rendered by server/pdf/pdfmake.ts): a
// transaction receipt, a deposit order's bank details with its GiroCode, a paid order's receipt,
// a withdrawal confirmation and a statement of transactions. Dates in Europe/Berlin, money in the
// member's number format.
import type { BankDetails, WalletOrder, WalletTransaction, Withdrawal } from '../../../src/shared/contract/wallet.ts';
import { renderPdf, type PdfDocument } from '../../pdf/pdfmake.ts';
import { printIban } from '../../../src/shared/contract/iban.ts';
import { PDF_TEXTS, pdfLanguage, type PdfLanguage } from './pdf-texts.ts';

export interface PdfContext {
  clubName: string;
  member: { name: string; email: string; language: string };
  now: Date;
}

function tools(lang: PdfLanguage) {
  return {
    t: PDF_TEXTS[lang],
    money: (cents: number, currency = 'EUR') =>
      new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100),
    when: (at: string | Date) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
        new Date(at),
      ),
    day: (at: string | Date) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(at)),
  };
}

const facts = (rows: [string, string][]) => ({
  table: { widths: [150, '*'], body: rows.map(([name, value]) => [{ text: name, bold: true }, { text: value }]) },
  layout: 'noBorders',
  margin: [0, 8, 0, 8],
});

function page(ctx: PdfContext, title: string, content: unknown[]): PdfDocument {
  const { t, when } = tools(pdfLanguage(ctx.member.language));
  return {
    info: { title, producer: ctx.clubName, creator: ctx.clubName },
    content: [
      { text: ctx.clubName, fontSize: 18, bold: true },
      { text: title, fontSize: 14, bold: true, margin: [0, 8, 0, 8] },
      { text: `${t.member}: ${ctx.member.name} <${ctx.member.email}>`, margin: [0, 0, 0, 8] },
      ...content,
      { text: `${t.created} ${when(ctx.now)}`, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  };
}

export function transactionReceiptPdf(ctx: PdfContext, tx: WalletTransaction): Promise<Buffer> {
  const { t, money, when } = tools(pdfLanguage(ctx.member.language));
  return renderPdf(
    page(ctx, `${t.receipt} ${tx.label}`, [
      facts([
        [t.label, tx.label],
        [t.date, when(tx.created_at)],
        [t.type, t.types[tx.type]],
        [t.description, tx.description],
        [t.amount, money(tx.amount_cents, tx.currency)],
        [t.balanceAfter, tx.balance_after_cents === null ? t.pending : money(tx.balance_after_cents, tx.currency)],
        [t.status, t.statuses[tx.status]],
        ...(tx.reference
          ? [[t.reference, `${t.references[tx.reference.type]} ${tx.reference.label}`] as [string, string]]
          : []),
      ]),
    ]),
  );
}

export function bankDetailsPdf(ctx: PdfContext, details: BankDetails): Promise<Buffer> {
  const { t, money, day } = tools(pdfLanguage(ctx.member.language));
  return renderPdf(
    page(ctx, `${t.bankDetails} ${details.order.label}`, [
      facts([
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

export function orderReceiptPdf(ctx: PdfContext, order: WalletOrder): Promise<Buffer> {
  const { t, money, when } = tools(pdfLanguage(ctx.member.language));
  return renderPdf(
    page(ctx, `${t.orderReceipt} ${order.label}`, [
      facts([
        [t.order, order.label],
        [t.date, when(order.created_at)],
        [t.status, t.orderStatuses[order.status]],
        ...(order.bank_reference ? [[t.reference, order.bank_reference] as [string, string]] : []),
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
  const { t, money, when } = tools(pdfLanguage(ctx.member.language));
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

export function statementPdf(
  ctx: PdfContext,
  statement: { from: string; to: string; balanceCents: number; entries: WalletTransaction[] },
): Promise<Buffer> {
  const { t, money, day } = tools(pdfLanguage(ctx.member.language));
  const rows = statement.entries.map((tx) => [
    day(tx.created_at),
    tx.label,
    `${t.types[tx.type]}: ${tx.description}`,
    t.statuses[tx.status],
    { text: money(tx.amount_cents, tx.currency), alignment: 'right' },
  ]);
  return renderPdf(
    page(ctx, t.statement, [
      facts([
        [t.period, `${day(statement.from)} – ${day(statement.to)}`],
        [t.balance, money(statement.balanceCents)],
      ]),
      rows.length === 0
        ? { text: t.noEntries }
        : {
            table: {
              headerRows: 1,
              widths: [70, 95, '*', 60, 65],
              body: [
                [t.date, t.label, t.description, t.status, { text: t.amount, alignment: 'right' }].map((cell) =>
                  typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true },
                ),
                ...rows,
              ],
            },
            fontSize: 8,
          },
    ]),
  );
}
