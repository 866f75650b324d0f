// The only nodemailer import: sends mail through an SMTP server.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpOptions {
  from: { name: string; address: string };
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  auth?: { user: string; pass: string };
}

export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = options.url
    ? nodemailer.createTransport(options.url)
    : nodemailer.createTransport({
        host: options.host,
        port: options.port,
        secure: options.secure,
        auth: options.auth,
      });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
