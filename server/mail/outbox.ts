// The outbox mailer: every message is a row in mail_outbox (demo mode lists them at /dev/mail).
import { toTimestamp, type Clock } from '../clock.ts';
import type { Database } from '../db/open.ts';
import { insertOutboxMail } from './repository-outbox.ts';
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(message) {
      insertOutboxMail(db, {
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        meta: JSON.stringify(message.meta ?? {}),
        created_at: toTimestamp(clock.now()),
      });
    },
  };
}
