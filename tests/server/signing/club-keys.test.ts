// The club's ticket key pair (server/signing/club-keys.ts): from config, or in demo
// mode generated once beside the database, and never missing on a server outside demo mode.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicKeyPem, requireSigningKey, ticketKeys } from '../../../server/signing/club-keys.ts';
import { testConfig } from '../helpers.ts';

describe('ticket keys', () => {
  it('refuses to run a server outside demo mode without TICKET_SIGNING_KEY.', () => {
    expect(() => requireSigningKey(testConfig({ APP_DEMO: 'false', DATABASE_PATH: ':memory:' }))).toThrow(
      /TICKET_SIGNING_KEY is not set/,
    );
    const scanner = testConfig({
      APP_DEMO: 'false',
      TICKET_PUBLIC_KEY: publicKeyPem(ticketKeys(testConfig({ DATABASE_PATH: ':memory:' }))),
    });
    expect(() => requireSigningKey(scanner)).toThrow(/TICKET_SIGNING_KEY is not set/);
  });

  it('uses the configured Ed25519 key, PEM or base64 DER, and refuses another kind of key.', () => {
    const pair = generateKeyPairSync('ed25519');
    const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const expected = publicKeyPem({ privateKey: null, publicKey: pair.publicKey });
    expect(publicKeyPem(requireSigningKey(testConfig({ APP_DEMO: 'false', TICKET_SIGNING_KEY: pem })))).toBe(expected);
    expect(publicKeyPem(requireSigningKey(testConfig({ APP_DEMO: 'false', TICKET_SIGNING_KEY: der })))).toBe(expected);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => ticketKeys(testConfig({ TICKET_SIGNING_KEY: rsa }))).toThrow(/must be an Ed25519 key/);
  });

  it('generates the demo pair once beside the database, so the server and the CLI share it.', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-keys-'));
    const database = path.join(dir, 'club.sqlite');
    const server = ticketKeys(testConfig({ DATABASE_PATH: database }));
    const cli = ticketKeys(testConfig({ DATABASE_PATH: database }));
    expect(publicKeyPem(cli)).toBe(publicKeyPem(server));
    expect(readFileSync(path.join(dir, 'ticket-signing-key.pub.pem'), 'utf8')).toBe(publicKeyPem(server));
  });
});
