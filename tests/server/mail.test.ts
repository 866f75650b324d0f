// Mail transports: the outbox by default, SMTP (nodemailer) when SMTP_URL is set.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createMailerFromConfig } from '../../server/mail/mailer.ts';
import { listOutboxMail } from '../../server/repositories/outbox.ts';
import { testConfig } from './helpers.ts';

/** A minimal SMTP server that records each message's DATA. */
function smtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (!line) continue;
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })));
}

let sink: Server | undefined;
afterEach(() => sink?.close());

describe('mailer', () => {
  it('stores mail in the outbox when no SMTP server is configured', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await createMailerFromConfig(testConfig(), db, createManualClock()).send({ to: 'mia@club.test', subject: 'Hello', text: 'Body', meta: { kind: 'test' } });
    expect(listOutboxMail(db)).toEqual([expect.objectContaining({ to_address: 'mia@club.test', subject: 'Hello', text_body: 'Body', meta: '{"kind":"test"}' })]);
  });

  it('sends through SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const smtp = await smtpSink();
    sink = smtp.server;
    const db = openDatabase(':memory:');
    migrate(db);
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, MAIL_FROM_ADDRESS: 'club@club.test' });
    await createMailerFromConfig(config, db, createManualClock()).send({ to: 'mia@club.test', subject: 'Your code', text: 'Code 123456' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Your code');
    expect(smtp.messages[0]).toContain('Code 123456');
    expect(smtp.messages[0]).toMatch(/From: .*club@club\.test/);
    expect(listOutboxMail(db)).toEqual([]);
  });
});
