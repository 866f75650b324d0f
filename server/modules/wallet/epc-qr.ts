// The European Payments Council's "GiroCode" (EPC069-12, version 002): the text a banking app
// reads from the QR code on a deposit's bank details, prefilled with the club's account, the
// amount and the order's reference. Lines are separated by LF; unused trailing lines may be left out.
import { formatCents } from './amount.ts';

export interface EpcTransfer {
  bic: string;
  recipient: string;
  iban: string;
  amountCents: number;
  /** Unstructured remittance text (line 11), at most 140 characters. */
  reference: string;
}

export function epcPayload(transfer: EpcTransfer): string {
  return [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    transfer.bic,
    transfer.recipient.slice(0, 70),
    transfer.iban,
    `EUR${formatCents(transfer.amountCents)}`,
    '', // purpose code
    '', // structured creditor reference (ISO 11649), not used: ours is free text
    transfer.reference.slice(0, 140),
  ].join('\n');
}
