// Encrypts secrets that must be read back (TOTP secrets) with APP_KEY: AES-256-GCM, stored as
// `v1:<iv b64>:<tag b64>:<ciphertext b64>`. (Laravel encrypts them with APP_KEY too.)
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appKeyBytes, type Config } from '../config.ts';

function keyOf(config: Pick<Config, 'appKey'>): Buffer {
  // Derive exactly 32 bytes whatever the APP_KEY length.
  return createHash('sha256').update('club-secret-box').update(appKeyBytes(config)).digest();
}

export function encryptSecret(config: Pick<Config, 'appKey'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** The plaintext, or null when the value was not made with this APP_KEY or was tampered with. */
export function decryptSecret(config: Pick<Config, 'appKey'>, stored: string): string | null {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
