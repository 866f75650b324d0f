// The form rules the client's forms and the server's schemas share (docs/spec.md §5): plain
// functions and limits, no library, so a form that uses them adds no schema library to its page.

export const NAME_MAX = 255;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
/** Characters (code points, after trimming) of a chat message, a support subject and a support message. */
export const CHAT_MESSAGE_MAX = 5000;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
/** An uploaded post picture's largest size in bytes: its base64 stays under the server's 1 MiB request body. */
export const POST_IMAGE_BYTES_MAX = 700 * 1024;
/** Members must be this old to join or to receive anything (KCanG). */
export const MIN_AGE = 18;

export { isEmail } from './email.ts';

/**
 * A name people read (member, address): no control characters (\u0000, line breaks) and no
 * format characters (bidi overrides, zero-width spaces, the BOM), which forge or hide text another
 * member reads.
 */
export const isPlainText = (text: string) => !/[\p{Cc}\p{Cf}]/u.test(text);

/** Text someone reads (a message): at least one character that is not a control, format or blank one. */
export const isVisibleText = (text: string) => /[^\p{Cc}\p{Cf}\p{Z}\s]/u.test(text);

/** Euros with at most two decimals; a comma counts as the decimal mark ('12,50'). */
export const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;
export const isAmount = (text: string) => AMOUNT_PATTERN.test(text.trim());

/** 'YYYY-MM-DD' that exists, from 1900 on. */
export function isDateOfBirth(text: string): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text && text >= '1900-01-01';
}

/** Full years from `birth` to `today`, both 'YYYY-MM-DD'. */
export const ageOn = (birth: string, today: string) =>
  Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) - (today.slice(5) < birth.slice(5) ? 1 : 0);

/** The official photo IDs staff may record for the in-person check (KCanG §16 (4), §19 (2)). */
export const AGE_CHECK_DOCUMENTS = ['ID card', 'passport', 'residence permit', 'driving licence'] as const;
