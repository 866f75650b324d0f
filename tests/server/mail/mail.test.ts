// Mail transports: the outbox by default, SMTP (nodemailer) when SMTP_URL or Laravel's MAIL_MAILER=smtp settings are set.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../../server/clock.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createMailerFromConfig } from '../../../server/mail/mailer.ts';
import { listOutboxMail } from '../../../server/mail/repository-outbox.ts';
import { testConfig } from '../helpers.ts';

/** A minimal SMTP server that offers AUTH PLAIN and records each message's DATA, the AUTH lines and each connection's first bytes. */
function smtpSink(): Promise<{
  server: Server;
  port: number;
  messages: string[];
  auth: string[];
  firstBytes: Buffer[];
}> {
  const messages: string[] = [];
  const auth: string[] = [];
  const firstBytes: Buffer[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let first = true;
    socket.on('error', () => {}); // a TLS client gives up on the plain greeting
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (first) firstBytes.push(chunk.subarray(0, 3));
      first = false;
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
        if (verb === 'EHLO') socket.write('250-sink\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'AUTH') {
          auth.push(line);
          socket.write('235 accepted\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, messages, auth, firstBytes }),
    ),
  );
}

const sinks: Server[] = [];
afterEach(() => {
  for (const server of sinks.splice(0)) server.close();
});

async function openSink() {
  const smtp = await smtpSink();
  sinks.push(smtp.server);
  return smtp;
}

function memoryDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

/** Laravel's .env mail settings for an SMTP server on 127.0.0.1:`port`. */
const laravelSmtp = (port: number, encryption = 'tls') => ({
  MAIL_MAILER: 'smtp',
  MAIL_HOST: '127.0.0.1',
  MAIL_PORT: String(port),
  MAIL_USERNAME: 'club-mailer',
  MAIL_PASSWORD: 's3cret',
  MAIL_ENCRYPTION: encryption,
  MAIL_FROM_ADDRESS: 'club@club.test',
});

describe('mailer', () => {
  it('stores mail in the outbox when no SMTP server is configured', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await createMailerFromConfig(testConfig(), db, createManualClock()).send({
      to: 'mia@club.test',
      subject: 'Hello',
      text: 'Body',
      meta: { kind: 'test' },
    });
    expect(listOutboxMail(db)).toEqual([
      expect.objectContaining({
        to_address: 'mia@club.test',
        subject: 'Hello',
        text_body: 'Body',
        meta: '{"kind":"test"}',
      }),
    ]);
  });

  it('sends through SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const smtp = await openSink();
    const db = openDatabase(':memory:');
    migrate(db);
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM_ADDRESS: 'club@club.test',
    });
    await createMailerFromConfig(config, db, createManualClock()).send({
      to: 'mia@club.test',
      subject: 'Your code',
      text: 'Code 123456',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Your code');
    expect(smtp.messages[0]).toContain('Code 123456');
    expect(smtp.messages[0]).toMatch(/From: .*club@club\.test/);
    expect(listOutboxMail(db)).toEqual([]);
  });

  it("sends through SMTP with Laravel's MAIL_MAILER=smtp, MAIL_HOST, MAIL_PORT, MAIL_USERNAME, MAIL_PASSWORD and MAIL_ENCRYPTION=tls, and keeps nothing in the outbox", async () => {
    const smtp = await openSink();
    const db = memoryDb();
    await createMailerFromConfig(testConfig(laravelSmtp(smtp.port)), db, createManualClock()).send({
      to: 'mia@club.test',
      subject: 'Your code',
      text: 'Code 123456',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Your code');
    expect(smtp.messages[0]).toMatch(/From: .*club@club\.test/);
    expect(smtp.auth).toEqual([`AUTH PLAIN ${Buffer.from('\0club-mailer\0s3cret').toString('base64')}`]);
    expect(listOutboxMail(db)).toEqual([]);
  });

  it('speaks TLS from the first byte with MAIL_ENCRYPTION=ssl (implicit TLS, as on port 465)', async () => {
    const smtp = await openSink();
    const send = createMailerFromConfig(
      testConfig(laravelSmtp(smtp.port, 'ssl')),
      memoryDb(),
      createManualClock(),
    ).send({ to: 'mia@club.test', subject: 'Hello', text: 'Body' });
    await expect(send).rejects.toThrow();
    // The client gives up on the plain greeting, possibly before the sink has read its hello.
    await vi.waitFor(() => expect(smtp.firstBytes[0]?.[0]).toBe(0x16)); // a TLS handshake record, not an SMTP command
    expect(smtp.messages).toEqual([]);
  });

  it('sends through SMTP_URL when it is set beside the MAIL_* settings', async () => {
    const byUrl = await openSink();
    const byHost = await openSink();
    const config = testConfig({
      ...laravelSmtp(byHost.port),
      SMTP_URL: `smtp://127.0.0.1:${byUrl.port}?ignoreTLS=true`,
    });
    await createMailerFromConfig(config, memoryDb(), createManualClock()).send({
      to: 'mia@club.test',
      subject: 'Hello',
      text: 'Body',
    });
    expect([byUrl.messages.length, byHost.messages.length]).toEqual([1, 0]);
  });

  it('keeps mail in the outbox while MAIL_MAILER is not smtp, whatever MAIL_HOST says', async () => {
    const smtp = await openSink();
    const db = memoryDb();
    await createMailerFromConfig(
      testConfig({ ...laravelSmtp(smtp.port), MAIL_MAILER: 'log' }),
      db,
      createManualClock(),
    ).send({ to: 'mia@club.test', subject: 'Hello', text: 'Body' });
    expect(smtp.messages).toEqual([]);
    expect(listOutboxMail(db)).toHaveLength(1);
  });
});
