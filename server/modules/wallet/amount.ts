// Money typed by a member ('12.50', 12.5, '12') to integer cents, without floating point: the
// decimal text is split, so 0.1 + 0.2 never happens and a third decimal is refused, not rounded.
import { decimalText } from '../../http/decimal-text.ts';

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents for a plain decimal amount with at most two decimals, or null when it is not one. */
export function parseAmountCents(value: unknown): number | null {
  const text = decimalText(value);
  if (text === null) return null;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1234 -> '12.34' (what the EPC payload and the API's examples use). */
export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
