// Amounts arrive as JSON numbers or as typed text: both become decimal text, so callers split the
// digits instead of doing floating-point arithmetic (money in cents, grams in milligrams).

/** `value` as text to match against a decimal pattern: a finite number as written, a string trimmed; else null. */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' ? value.trim() : null;
}
