// Where the `sepa` library enters (docs/architecture.md decision 10): the club's SEPA files for its
// online banking, a credit transfer (pain.001.001.09: payouts of approved withdrawals) and a
// direct debit (pain.008.001.08: membership fees under a member's mandate). Amounts arrive in
// integer cents and leave as the library's decimal euros, summed by the library itself.
import SEPA from 'sepa';

export const CREDIT_TRANSFER_FORMAT = 'pain.001.001.09';
export const DIRECT_DEBIT_FORMAT = 'pain.008.001.08';

/** The club's own account (the debtor of a payout, the creditor of a direct debit). */
export interface ClubAccount {
  name: string;
  iban: string;
  bic: string;
}

export interface CreditTransfer {
  /** Unique per payment, e.g. the withdrawal's label. */
  endToEndId: string;
  creditorName: string;
  creditorIban: string;
  amountCents: number;
  remittance: string;
}

export interface DirectDebit {
  endToEndId: string;
  debtorName: string;
  debtorIban: string;
  mandateId: string;
  mandateSignedOn: Date;
  amountCents: number;
  remittance: string;
  /** FRST for a mandate's first collection, RCUR after. */
  sequence: 'FRST' | 'RCUR';
}

const euros = (cents: number) => Math.round(cents) / 100;
// SEPA's character set: Latin letters, digits and / - ? : ( ) . , ' + and space; umlauts are written out.
const SEPA_TEXT: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/Ä/g, 'Ae'],
  [/Ö/g, 'Oe'],
  [/Ü/g, 'Ue'],
  [/ß/g, 'ss'],
];
export function sepaText(text: string, max: number): string {
  let out = text;
  for (const [from, to] of SEPA_TEXT) out = out.replace(from, to);
  out = out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (
    out
      .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max) || '-'
  );
}

/** One pain.001 document with one payment block holding every transfer. */
export function creditTransferXml(input: {
  messageId: string;
  createdAt: Date;
  executionDate: Date;
  club: ClubAccount;
  transfers: CreditTransfer[];
}): string {
  const doc = new SEPA.Document(CREDIT_TRANSFER_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.club.name, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = input.executionDate;
  info.debtorIBAN = input.club.iban;
  if (input.club.bic) info.debtorBIC = input.club.bic;
  info.debtorName = sepaText(input.club.name, 70);
  doc.addPaymentInfo(info);
  for (const transfer of input.transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(transfer.creditorName, 70);
    tx.creditorIBAN = transfer.creditorIban;
    tx.amount = euros(transfer.amountCents);
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    tx.end2endId = transfer.endToEndId;
    info.addTransaction(tx);
  }
  return doc.toString();
}

/** One pain.008 document, a payment block per sequence type (first and recurring collections). */
export function directDebitXml(input: {
  messageId: string;
  createdAt: Date;
  collectionDate: Date;
  club: ClubAccount & { creditorId: string };
  debits: DirectDebit[];
}): string {
  const doc = new SEPA.Document(DIRECT_DEBIT_FORMAT);
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.club.name, 70);
  for (const sequence of ['FRST', 'RCUR'] as const) {
    const debits = input.debits.filter((debit) => debit.sequence === sequence);
    if (debits.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = input.collectionDate;
    info.creditorIBAN = input.club.iban;
    if (input.club.bic) info.creditorBIC = input.club.bic;
    info.creditorName = sepaText(input.club.name, 70);
    info.creditorId = input.club.creditorId;
    info.sequenceType = sequence;
    doc.addPaymentInfo(info);
    for (const debit of debits) {
      const tx = info.createTransaction();
      tx.debtorName = sepaText(debit.debtorName, 70);
      tx.debtorIBAN = debit.debtorIban;
      tx.mandateId = debit.mandateId;
      tx.mandateSignatureDate = debit.mandateSignedOn;
      tx.amount = euros(debit.amountCents);
      tx.remittanceInfo = sepaText(debit.remittance, 140);
      tx.end2endId = debit.endToEndId;
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}

export const isValidCreditorId = (id: string): boolean => SEPA.validateCreditorID(id);
