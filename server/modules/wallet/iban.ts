// ibantools enters the server through this file only: IBAN checks (ISO 13616 country formats
// and the mod-97 checksum) and the printed form with spaces.
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** 'DE89 3704 0044 0532 0130 00' -> 'DE89370400440532013000' when it is a valid IBAN, else null. */
export function normalizeIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

/** Groups of four, as printed on statements. */
export function printIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
