// A software WebAuthn authenticator and client for the server tests: ES256 keys from node:crypto, a
// "none" attestation in CBOR, assertions signed over authenticatorData || sha256(clientDataJSON), as
// a browser and a platform authenticator produce them (W3C WebAuthn Level 3 §6.1, §6.5). Each call
// may pretend another site (rpId, origin) or skip user verification, to test the server's refusals.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(n, 1);
  return out;
}

/** The CBOR subset COSE keys and attestation objects use (RFC 8949 §3). */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  /** The site the authenticator believes it talks to (default: the authenticator's). */
  rpId?: string;
  /** The page the browser reports (default: the authenticator's). */
  origin?: string;
  /** false: user present but not verified (no PIN, no biometrics). */
  userVerified?: boolean;
}

export function createSoftAuthenticator(site: { rpId: string; origin: string }) {
  const credentials: SoftCredential[] = [];

  function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create() with the server's creation options JSON. */
  function create(options: any, ceremony: Ceremony = {}) {
    const rpId = ceremony.rpId ?? site.rpId;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const idLength = Buffer.from([id.length >> 8, id.length & 255]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
    const flags = 0x01 | (ceremony.userVerified === false ? 0 : 0x04) | 0x40;
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authData(rpId, flags, 0, attested) });
    credentials.push({ id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, ceremony.origin ?? site.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get() with the server's request options JSON: a credential it names, or
   * (none named: discoverable) the newest one of the site.
   */
  function get(options: any, ceremony: Ceremony & { credential?: SoftCredential } = {}) {
    const rpId = ceremony.rpId ?? site.rpId;
    const allowed = (options.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const credential =
      ceremony.credential ?? credentials.findLast((c) => allowed.length === 0 || allowed.includes(b64url(c.id)));
    if (!credential) throw new Error('NotAllowedError: no credential for this site');
    credential.counter += 1;
    const flags = 0x01 | (ceremony.userVerified === false ? 0 : 0x04);
    const data = authData(rpId, flags, credential.counter);
    const client = clientData('webauthn.get', options.challenge, ceremony.origin ?? site.origin);
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  return { create, get, credentials };
}
