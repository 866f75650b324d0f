// The two steps of a forgotten password as store actions: asking for a reset link (the server
// answers alike for a known and an unknown address: no account enumeration), and setting the new
// password with the link's email and token. Both reject with the server's error (a 422 per field).
import type { Form } from '../../../core/validation.ts';
import { recoverPassword, resetPassword } from '../api.ts';

export const requestResetLink = (form: Form<{ email: string }>) => recoverPassword(form.$values.get().email.trim());

export interface NewPassword extends Record<string, unknown> {
  password: string;
  password_confirmation: string;
}

export function setNewPassword(link: { email: string; token: string }, form: Form<NewPassword>): Promise<unknown> {
  const { password, password_confirmation } = form.$values.get();
  return resetPassword({ ...link, password, password_confirmation });
}
