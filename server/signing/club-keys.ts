// The club's Ed25519 key pair: it signs event tickets and membership cards (docs/spec.md §12
// "Membership card"), so a door or a counter checks either offline with the public key. From
// config (TICKET_SIGNING_KEY, TICKET_PUBLIC_KEY: PEM or base64 DER) when set; in demo mode
// generated once into the directory of the database (var/ by default) so the server and the CLI,
// two processes, share it; for an in-memory database (tests) generated per config. Outside demo
// mode a missing key is an error.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export interface TicketKeys {
  /** null when only the public key is configured (a door scanner checking offline). */
  privateKey: KeyObject | null;
  publicKey: KeyObject;
}

const PRIVATE_FILE = 'ticket-signing-key.pem';
const PUBLIC_FILE = 'ticket-signing-key.pub.pem';

function parseKey(text: string, kind: 'private' | 'public'): KeyObject {
  const pem = text.includes('-----BEGIN') ? text.replace(/\\n/g, '\n') : null;
  const key = pem
    ? kind === 'private'
      ? createPrivateKey(pem)
      : createPublicKey(pem)
    : kind === 'private'
      ? createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' })
      : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`The ticket ${kind} key must be an Ed25519 key.`);
  return key;
}

/** Where demo mode keeps the generated pair: beside the database file. */
export function demoKeyDirectory(config: Config): string | null {
  if (config.databasePath === ':memory:') return null;
  return path.dirname(path.resolve(process.cwd(), config.databasePath));
}

export function publicKeyFile(config: Config): string | null {
  const dir = demoKeyDirectory(config);
  return dir && path.join(dir, PUBLIC_FILE);
}

function loadOrCreateDemoPair(dir: string): TicketKeys {
  const privatePath = path.join(dir, PRIVATE_FILE);
  try {
    const privateKey = parseKey(readFileSync(privatePath, 'utf8'), 'private');
    return { privateKey, publicKey: createPublicKey(privateKey) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = generateKeyPairSync('ed25519');
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': when the other process won the race, its key is the one kept.
    writeFileSync(privatePath, pair.privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
    writeFileSync(path.join(dir, PUBLIC_FILE), pair.publicKey.export({ format: 'pem', type: 'spki' }));
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateDemoPair(dir);
  }
}

const byConfig = new WeakMap<Config, TicketKeys>();
const byDirectory = new Map<string, TicketKeys>();

export function ticketKeys(config: Config): TicketKeys {
  const cached = byConfig.get(config);
  if (cached) return cached;
  let keys: TicketKeys;
  const { privateKey, publicKey } = config.ticketKeys;
  if (privateKey) {
    const key = parseKey(privateKey, 'private');
    keys = { privateKey: key, publicKey: createPublicKey(key) };
  } else if (publicKey) {
    keys = { privateKey: null, publicKey: parseKey(publicKey, 'public') };
  } else if (config.demo) {
    const dir = demoKeyDirectory(config);
    if (dir) {
      keys = byDirectory.get(dir) ?? loadOrCreateDemoPair(dir);
      byDirectory.set(dir, keys);
    } else {
      keys = generateKeyPairSync('ed25519');
    }
  } else {
    throw new Error("TICKET_SIGNING_KEY is not set: event tickets need the club's Ed25519 private key (PEM).");
  }
  byConfig.set(config, keys);
  return keys;
}

/** The public key as PEM (SPKI), as GET tickets/public-key publishes it. */
export function publicKeyPem(keys: TicketKeys): string {
  return keys.publicKey.export({ format: 'pem', type: 'spki' }).toString();
}

/** Reads a public key a door scanner was given (PEM or base64 DER). */
export function parsePublicKey(text: string): KeyObject {
  return parseKey(text.trim(), 'public');
}

/** The server signs tickets: without a private key (outside demo mode) it must not start. */
export function requireSigningKey(config: Config): TicketKeys {
  const keys = ticketKeys(config);
  if (!keys.privateKey)
    throw new Error(
      "TICKET_SIGNING_KEY is not set: the server signs event tickets with the club's Ed25519 private key (PEM).",
    );
  return keys;
}
