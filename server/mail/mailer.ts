// Mail leaves the server through one interface. Default: the outbox (stored in the database and,
// in demo mode, shown at /dev/mail). With SMTP_URL (or MAIL_MAILER=smtp) it goes out via nodemailer.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Machine-readable facts for the demo outbox (kind, code, url); never sent over SMTP. */
  meta?: Record<string, unknown>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailerFromConfig(config: Config, db: Database, clock: Clock): Mailer {
  const { mail } = config;
  const from = { name: mail.fromName, address: mail.fromAddress };
  if (mail.smtpUrl) return createSmtpMailer({ url: mail.smtpUrl, from });
  if (mail.mailer === 'smtp' && mail.host) {
    return createSmtpMailer({
      from,
      host: mail.host,
      port: mail.port ?? 587,
      secure: mail.encryption === 'ssl' || mail.encryption === 'smtps',
      auth: mail.username ? { user: mail.username, pass: mail.password ?? '' } : undefined,
    });
  }
  return createOutboxMailer(db, clock);
}
