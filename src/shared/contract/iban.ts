// The IBAN form rule both sides share (the withdraw-account form and POST wallet/withdraw-accounts):
// ibantools enters the project through this file only: IBAN and BIC checks (ISO 13616 country
// formats and the mod-97 checksum) and the printed form with spaces.
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

/** 'DE89 3704 0044 0532 0130 00' -> 'DE89370400440532013000' when it is a valid IBAN, else null. */
export function normalizeIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** Whether `input` (spaces allowed, any letter case) is a valid IBAN. */
export const isIban = (input: string) => normalizeIban(input) !== null;

/**
 * A German club pays out by SEPA credit transfer: only to accounts in the SEPA area (ibantools'
 * list: the EU and EEA, Switzerland, the UK, Monaco, San Marino, Andorra, the Vatican...).
 */
export function isSepaIban(iban: string): boolean {
  return isSEPACountry(iban.slice(0, 2));
}

/** Groups of four, as printed on statements. */
export function printIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

export function isBic(bic: string): boolean {
  return isValidBIC(bic);
}
