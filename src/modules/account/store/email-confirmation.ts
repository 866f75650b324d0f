// Confirming the member's email address: the link is sent again on request (throttled by the
// server; a 429 says how long to wait).
import { resendVerificationEmail } from '../api.ts';

/** Sends the confirmation link again to the signed-in member's address. */
export const resendConfirmation = (): Promise<unknown> => resendVerificationEmail();
